import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { INQUIRY_ACCEPTED_MIME_TYPES } from '../../../../../contract/inquiry';
import { CloseIcon, PlusIcon } from '../../../components/icons/icons';
import styles from './inquiry-form.module.css';
import type { InquiryImagesViewModel } from './inquiry-images.view-model';
import { INQUIRY_TEXT as T } from './inquiry-text';

/** The picker offers jpg and png (by type, and by extension for platforms that report no type). */
const FILE_ACCEPT = [...INQUIRY_ACCEPTED_MIME_TYPES, '.jpg', '.jpeg', '.png'].join(',');

/**
 * Spec §5 images: previews with a remove button each, and a file input (jpg/png, several at once) while fewer than
 * 3 are chosen; the hint states the limits and a refused file's reason shows under them.
 */
export const InquiryImagesField = observer(function InquiryImagesField({
  images,
  refusal,
}: {
  readonly images: InquiryImagesViewModel;
  readonly refusal: string | undefined;
}) {
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const message = images.error ?? refusal;
  return (
    <fieldset className={`${styles.field} ${styles.fieldset}`} aria-labelledby={labelId} aria-describedby={hintId}>
      <legend id={labelId} className={styles.label}>
        {T.images} <span className={styles.count}>{images.countLabel}</span>
      </legend>
      <ul className={styles.previews}>
        {images.images.map((image, index) => (
          <li key={image.id} className={styles.preview}>
            <img src={image.previewUrl} alt={T.imageAlt(index + 1)} className={styles.previewImage} />
            <button
              type="button"
              className={styles.removeImage}
              aria-label={T.removeImage(index + 1)}
              onClick={() => images.remove(image.id)}
            >
              <CloseIcon size={16} />
            </button>
          </li>
        ))}
        {images.canAddMore ? (
          <li className={styles.addImage}>
            <input
              id={inputId}
              type="file"
              accept={FILE_ACCEPT}
              multiple
              className={`visually-hidden ${styles.fileInput}`}
              onChange={(event) => {
                const input = event.currentTarget;
                const files = Array.from(input.files ?? []);
                // Cleared so the same file can be chosen again after it was removed or refused.
                input.value = '';
                void images.add(files);
              }}
            />
            <label htmlFor={inputId} className={styles.addImageLabel}>
              <PlusIcon size={22} />
              <span>{T.addImage}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <p id={hintId} className={styles.hint}>
        {T.imagesHint}
      </p>
      {message === undefined || message === null ? null : (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
});
