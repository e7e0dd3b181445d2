import { makeAutoObservable, runInAction } from 'mobx';
import type { RelayPost } from '../../../../application/ports/content-feed';
import type { DeleteRelayPost } from '../../../../application/use-cases/delete-relay-post';
import type { ListMyRelayPosts } from '../../../../application/use-cases/list-my-relay-posts';
import type { SaveRelayPost } from '../../../../application/use-cases/save-relay-post';
import { formatSeoulDate } from '../../../../domain/money/calendar';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** 고객의 소리 copy (ours). */
export const VOICE_TEXT = {
  lead: '매장과 서비스에 대한 칭찬, 제안, 불편 사항을 자유롭게 남겨 주세요. 작성한 글은 본인에게만 보입니다.',
  formTitle: '글쓰기',
  editTitle: '글 수정',
  title: '제목',
  content: '내용',
  submit: '등록',
  saveEdit: '수정 완료',
  cancelEdit: '취소',
  edit: '수정',
  remove: '삭제',
  listTitle: '내가 쓴 글',
  empty: '아직 작성한 글이 없습니다.',
  created: '글을 등록했습니다.',
  updated: '글을 수정했습니다.',
  removed: '글을 삭제했습니다.',
  gone: '이미 삭제되었거나 찾을 수 없는 글입니다.',
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  removeConfirmTitle: '글 삭제',
  removeConfirm: '이 글을 삭제할까요? 삭제한 글은 되돌릴 수 없습니다.',
} as const;

type Logger = (message: string, error: unknown) => void;

export interface VoiceDeps {
  readonly listPosts: Pick<ListMyRelayPosts, 'execute'>;
  readonly savePost: Pick<SaveRelayPost, 'execute'>;
  readonly deletePost: Pick<DeleteRelayPost, 'execute'>;
  readonly log?: Logger;
}

export interface RelayCard {
  readonly id: number;
  readonly title: string;
  readonly content: string;
  /** YYYY.MM.DD, Asia/Seoul. */
  readonly createdDate: string;
}

/**
 * 고객의 소리 (issue 12, spec §7 relay posts): the customer writes a post, rewrites or deletes one of their own, and
 * sees only their own (the server scopes every call to the session). The form's rules are the server's: its Korean
 * refusal shows under the form.
 */
export class VoiceViewModel {
  status: LoadStatus = 'idle';
  posts: readonly RelayPost[] = [];
  /** The post being rewritten; null while writing a new one. */
  editingId: number | null = null;
  title = '';
  content = '';
  formError: string | null = null;
  busy = false;
  /** The last outcome, announced politely. */
  notice: string | null = null;
  /** The post a delete confirmation is open for. */
  removing: RelayPost | null = null;

  constructor(private readonly deps: VoiceDeps) {
    makeAutoObservable<VoiceViewModel, 'deps'>(this, { deps: false });
  }

  get cards(): readonly RelayCard[] {
    return this.posts.map((post) => ({
      id: post.id,
      title: post.title,
      content: post.content,
      createdDate: formatSeoulDate(post.createdAt),
    }));
  }

  get isEditing(): boolean {
    return this.editingId !== null;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const result = await this.deps.listPosts.execute();
      runInAction(() => {
        this.posts = result.posts;
        this.status = 'ready';
      });
    } catch (error) {
      this.log('relay posts could not be read', error);
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  setTitle(title: string): void {
    this.title = title;
    this.formError = null;
  }

  setContent(content: string): void {
    this.content = content;
    this.formError = null;
  }

  startEdit(id: number): void {
    const post = this.posts.find((p) => p.id === id);
    if (post === undefined) return;
    this.editingId = id;
    this.title = post.title;
    this.content = post.content;
    this.formError = null;
    this.notice = null;
  }

  cancelEdit(): void {
    this.clearForm();
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.notice = null;
    const id = this.editingId;
    try {
      const result = await this.deps.savePost.execute({ id, title: this.title, content: this.content });
      runInAction(() => {
        if (result.kind === 'saved') {
          this.posts =
            id === null ? [result.relay, ...this.posts] : this.posts.map((p) => (p.id === id ? result.relay : p));
          this.clearForm();
          this.notice = id === null ? VOICE_TEXT.created : VOICE_TEXT.updated;
        } else if (result.kind === 'rejected') {
          this.formError = result.message;
        } else {
          this.posts = this.posts.filter((p) => p.id !== id);
          this.clearForm();
          this.notice = VOICE_TEXT.gone;
        }
      });
    } catch (error) {
      this.log('a relay post could not be saved', error);
      runInAction(() => {
        this.formError = VOICE_TEXT.failed;
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  askRemove(id: number): void {
    this.removing = this.posts.find((p) => p.id === id) ?? null;
  }

  dismissRemove(): void {
    if (!this.busy) this.removing = null;
  }

  async confirmRemove(): Promise<void> {
    const post = this.removing;
    if (post === null || this.busy) return;
    this.busy = true;
    try {
      const result = await this.deps.deletePost.execute({ id: post.id });
      runInAction(() => {
        this.posts = this.posts.filter((p) => p.id !== post.id);
        if (this.editingId === post.id) this.clearForm();
        this.notice = result.kind === 'removed' ? VOICE_TEXT.removed : VOICE_TEXT.gone;
      });
    } catch (error) {
      this.log('a relay post could not be deleted', error);
      runInAction(() => {
        this.notice = VOICE_TEXT.failed;
      });
    } finally {
      runInAction(() => {
        this.busy = false;
        this.removing = null;
      });
    }
  }

  private clearForm(): void {
    this.editingId = null;
    this.title = '';
    this.content = '';
    this.formError = null;
  }

  private log(message: string, error: unknown): void {
    (this.deps.log ?? ((m, e) => console.error(m, e)))(message, error);
  }
}
