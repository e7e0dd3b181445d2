import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { RELAY_CONTENT_MAX_LENGTH, RELAY_TITLE_MAX_LENGTH } from '../../../../contract/inquiry';
import { TOKENS } from '../../../../tokens';
import { Button } from '../../components/button/button';
import { EmptyState } from '../../components/empty-state/empty-state';
import { ConfirmModal } from '../../components/modal/confirm-modal';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useViewModel } from '../../di/services';
import { CenterLayout } from './center-layout';
import styles from './customer-center.module.css';
import { CENTER_TEXT } from './customer-center-text';
import voiceStyles from './voice.module.css';
import { VOICE_TEXT, VoiceViewModel } from './voice.view-model';

/** The writing form: 제목 and 내용 (with its n / 1000 counter), 등록 or, while rewriting, 수정 완료 and 취소. */
const VoiceForm = observer(function VoiceForm({ voice }: { readonly voice: VoiceViewModel }) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = voice.formError === null ? counterId : `${counterId} ${errorId}`;
  return (
    <form
      className={voiceStyles.voiceForm}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void voice.submit();
      }}
    >
      <h3 id={`${id}-title`} className={voiceStyles.formTitle}>
        {voice.isEditing ? VOICE_TEXT.editTitle : VOICE_TEXT.formTitle}
      </h3>
      <label className={voiceStyles.fieldLabel} htmlFor={`${id}-subject`}>
        {VOICE_TEXT.title}
      </label>
      <input
        id={`${id}-subject`}
        className={voiceStyles.input}
        value={voice.title}
        maxLength={RELAY_TITLE_MAX_LENGTH}
        required
        aria-invalid={voice.formError !== null}
        aria-describedby={voice.formError === null ? undefined : errorId}
        onChange={(event) => voice.setTitle(event.target.value)}
      />
      <label className={voiceStyles.fieldLabel} htmlFor={`${id}-content`}>
        {VOICE_TEXT.content}
      </label>
      <textarea
        id={`${id}-content`}
        className={voiceStyles.textarea}
        value={voice.content}
        maxLength={RELAY_CONTENT_MAX_LENGTH}
        rows={6}
        required
        aria-invalid={voice.formError !== null}
        aria-describedby={describedBy}
        onChange={(event) => voice.setContent(event.target.value)}
      />
      <p id={counterId} className={voiceStyles.counter}>
        {voice.content.length} / {RELAY_CONTENT_MAX_LENGTH}
      </p>
      {voice.formError === null ? null : (
        <p id={errorId} role="alert" className={voiceStyles.formError}>
          {voice.formError}
        </p>
      )}
      <div className={voiceStyles.formActions}>
        {voice.isEditing ? (
          <Button type="button" variant="secondary" onClick={() => voice.cancelEdit()} disabled={voice.busy}>
            {VOICE_TEXT.cancelEdit}
          </Button>
        ) : null}
        <Button type="submit" loading={voice.busy}>
          {voice.isEditing ? VOICE_TEXT.saveEdit : VOICE_TEXT.submit}
        </Button>
      </div>
    </form>
  );
});

const VoiceList = observer(function VoiceList({ voice }: { readonly voice: VoiceViewModel }) {
  if (voice.status === 'failed') {
    return (
      <EmptyState
        title={CENTER_TEXT.loadFailed}
        headingLevel={3}
        action={
          <Button variant="secondary" onClick={() => void voice.load()}>
            {CENTER_TEXT.retry}
          </Button>
        }
      />
    );
  }
  if (voice.status !== 'ready') {
    return (
      <div aria-busy="true" className={styles.skeletons}>
        <span className="visually-hidden">불러오는 중</span>
        <Skeleton height={96} />
      </div>
    );
  }
  if (voice.cards.length === 0) return <p className={styles.muted}>{VOICE_TEXT.empty}</p>;
  return (
    <ul className={voiceStyles.voiceList}>
      {voice.cards.map((card) => (
        <li key={card.id}>
          <article className={voiceStyles.voiceCard} aria-labelledby={`voice-${card.id}`}>
            <h4 id={`voice-${card.id}`} className={voiceStyles.voiceTitle}>
              {card.title}
            </h4>
            <p className={voiceStyles.voiceDate}>{card.createdDate}</p>
            <p className={voiceStyles.voiceContent}>{card.content}</p>
            <div className={voiceStyles.voiceActions}>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${card.title} ${VOICE_TEXT.edit}`}
                onClick={() => voice.startEdit(card.id)}
              >
                {VOICE_TEXT.edit}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${card.title} ${VOICE_TEXT.remove}`}
                onClick={() => voice.askRemove(card.id)}
              >
                {VOICE_TEXT.remove}
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
});

/**
 * /faq/voice, 고객의 소리 (issue 12, spec §7 relay posts): the customer writes, rewrites and deletes their own posts;
 * nobody else's post is ever listed (the server scopes the calls to the session).
 */
export const VoicePage = observer(function VoicePage() {
  const voice = useViewModel(
    (get) =>
      new VoiceViewModel({
        listPosts: get(TOKENS.ListMyRelayPosts),
        savePost: get(TOKENS.SaveRelayPost),
        deletePost: get(TOKENS.DeleteRelayPost),
      }),
  );
  useEffect(() => {
    void voice.load();
  }, [voice]);
  return (
    <CenterLayout current="voice">
      <section className={styles.section} aria-labelledby="voice-title">
        <h2 id="voice-title" className={styles.sectionTitle}>
          {CENTER_TEXT.voice}
        </h2>
        <p className={styles.lead}>{VOICE_TEXT.lead}</p>
        <VoiceForm voice={voice} />
        <p className={voiceStyles.status} aria-live="polite">
          {voice.notice ?? ''}
        </p>
        <h3 className={voiceStyles.formTitle}>{VOICE_TEXT.listTitle}</h3>
        <VoiceList voice={voice} />
      </section>
      <ConfirmModal
        open={voice.removing !== null}
        title={VOICE_TEXT.removeConfirmTitle}
        confirmLabel={VOICE_TEXT.remove}
        busy={voice.busy}
        onConfirm={() => void voice.confirmRemove()}
        onCancel={() => voice.dismissRemove()}
      >
        {VOICE_TEXT.removeConfirm}
      </ConfirmModal>
    </CenterLayout>
  );
});

export { VoicePage as Component };
