import { makeAutoObservable, runInAction } from 'mobx';
import type { InquiryAttachment } from '../../../../../application/ports/inquiry-desk';
import { INQUIRY_MAX_ATTACHMENTS } from '../../../../../domain/shared/constants';
import {
  checkInquiryImage,
  type ImageDescriptor,
  INQUIRY_IMAGE_SIGNATURE_BYTES,
  INQUIRY_MESSAGES,
} from '../../../../../domain/validation/inquiry';

/** What the form needs of a chosen file: a browser File is one (tests pass plain objects). */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** Object URLs for previews (the browser's URL.createObjectURL / revokeObjectURL). */
export interface PreviewUrls {
  create(file: PickedFile): string;
  revoke(url: string): void;
}

/** A chosen image: its file, what the rules judged of it, and its preview URL. */
export interface ChosenImage {
  readonly id: number;
  readonly file: PickedFile;
  readonly descriptor: ImageDescriptor;
  readonly previewUrl: string;
}

/**
 * The inquiry form's images (spec §5: up to 3 jpg/png of 2 MB or less, with previews and remove buttons). A file is
 * judged when it is chosen, by its first bytes (a renamed text file is no jpg), its size and the count; a refused
 * file is never added and the refusal is shown in Korean. Every preview URL is revoked when its image is removed
 * and when the form goes away (dispose), so no image stays pinned in memory.
 */
export class InquiryImagesViewModel {
  images: ChosenImage[] = [];
  /** The last refusal of a chosen file (null once a file is added or removed). */
  error: string | null = null;
  private nextId = 1;

  constructor(private readonly previews: PreviewUrls) {
    makeAutoObservable<InquiryImagesViewModel, 'previews' | 'nextId'>(this, { previews: false, nextId: false });
  }

  get descriptors(): readonly ImageDescriptor[] {
    return this.images.map((image) => image.descriptor);
  }

  get canAddMore(): boolean {
    return this.images.length < INQUIRY_MAX_ATTACHMENTS;
  }

  /** "1/3": how many of the allowed images are chosen. */
  get countLabel(): string {
    return `${this.images.length}/${INQUIRY_MAX_ATTACHMENTS}`;
  }

  /**
   * Adds the chosen files in order while they pass the rules; the first refusal is shown (a 4th file: 최대 3장).
   * Resolves once every file has been judged.
   */
  async add(files: readonly PickedFile[]): Promise<void> {
    let refusal: string | null = null;
    for (const file of files) {
      const descriptor = await describeFile(file);
      const checked = checkInquiryImage(descriptor);
      runInAction(() => {
        if (!this.canAddMore) refusal ??= INQUIRY_MESSAGES.tooManyImages;
        else if (!checked.ok) refusal ??= checked.error.message;
        else {
          const id = this.nextId;
          this.nextId += 1;
          this.images.push({ id, file, descriptor, previewUrl: this.previews.create(file) });
        }
      });
    }
    runInAction(() => {
      this.error = refusal;
    });
  }

  remove(id: number): void {
    const image = this.images.find((candidate) => candidate.id === id);
    if (image === undefined) return;
    this.previews.revoke(image.previewUrl);
    this.images = this.images.filter((candidate) => candidate.id !== id);
    this.error = null;
  }

  /** The chosen images with their bytes, read when the form is sent. */
  async attachments(): Promise<InquiryAttachment[]> {
    return Promise.all(
      this.images.map(async ({ file, descriptor }) => ({
        name: file.name,
        mimeType: descriptor.mimeType,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })),
    );
  }

  /** Revokes every preview URL (the form closed or the page unmounted). */
  dispose(): void {
    for (const image of this.images) this.previews.revoke(image.previewUrl);
    this.images = [];
    this.error = null;
  }
}

/** The rules' view of a file: name, size, declared type and its leading bytes (File.slice, not the whole file). */
async function describeFile(file: PickedFile): Promise<ImageDescriptor> {
  const head = await file.slice(0, INQUIRY_IMAGE_SIGNATURE_BYTES).arrayBuffer();
  return { name: file.name, sizeBytes: file.size, mimeType: file.type, leadingBytes: new Uint8Array(head) };
}
