import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { INQUIRY_NAME_MAX_LENGTH, INQUIRY_TITLE_MAX_LENGTH } from '../../../../../contract/inquiry';
import { INQUIRY_CONTENT_MAX_LENGTH } from '../../../../../domain/shared/constants';
import { Button } from '../../../components/button/button';
import { Modal } from '../../../components/modal/modal';
import { TextField } from '../../../components/phone-verification/text-field';
import { Select } from '../../../components/select/select';
import { BranchSearchView } from './branch-search-view';
import styles from './inquiry-form.module.css';
import type { InquiryFormViewModel } from './inquiry-form.view-model';
import { InquiryImagesField } from './inquiry-images-field';
import { INQUIRY_TEXT as T } from './inquiry-text';

/** Spec §5 inquiry popup width (ours: the form's two-column rows need more than the 440 px default). */
const POPUP_MAX_WIDTH_PX = 560;

function FieldError({ message }: { readonly message: string | undefined }) {
  return message === undefined ? null : (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}

const BranchField = observer(function BranchField({ form }: { readonly form: InquiryFormViewModel }) {
  const labelId = useId();
  return (
    <fieldset className={`${styles.field} ${styles.fieldset}`} aria-labelledby={labelId}>
      <legend id={labelId} className={styles.label}>
        {T.branch}
      </legend>
      {form.branch === null ? (
        <Button variant="secondary" onClick={() => form.openBranchSearch()}>
          {T.chooseBranch}
        </Button>
      ) : (
        <div className={styles.chosenBranch}>
          <span className={styles.branchText}>
            <span className={styles.branchName}>{form.branch.name}</span>
            <span className={styles.branchAddress}>{form.branch.address}</span>
          </span>
          <span className={styles.branchActions}>
            <Button variant="secondary" size="sm" onClick={() => form.openBranchSearch()}>
              {T.changeBranch}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => form.clearBranch()}>
              {T.clearBranch}
            </Button>
          </span>
        </div>
      )}
    </fieldset>
  );
});

const ContentField = observer(function ContentField({ form }: { readonly form: InquiryFormViewModel }) {
  const id = useId();
  const error = form.errorOf('content');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {T.content}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={form.content}
        maxLength={INQUIRY_CONTENT_MAX_LENGTH}
        placeholder={T.contentPlaceholder}
        rows={6}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={`${id}-counter`}
        onChange={(event) => form.setContent(event.target.value)}
      />
      <div className={styles.fieldFoot}>
        <FieldError message={error} />
        <span id={`${id}-counter`} className={styles.counter} aria-live="polite">
          <span className="visually-hidden">입력한 글자 수 </span>
          {form.counterLabel}
        </span>
      </div>
    </div>
  );
});

const InquiryFields = observer(function InquiryFields({
  form,
  formId,
}: {
  readonly form: InquiryFormViewModel;
  readonly formId: string;
}) {
  return (
    <form
      id={formId}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <div className={styles.field}>
        <Select
          label={T.type}
          options={form.typeOptions}
          value={form.type}
          onChange={(type) => form.setType(type)}
          required
        />
        <FieldError message={form.errorOf('type')} />
      </div>
      <TextField
        label={T.title}
        value={form.title}
        onChange={(value) => form.setTitle(value)}
        maxLength={INQUIRY_TITLE_MAX_LENGTH}
        placeholder={T.titlePlaceholder}
        error={form.errorOf('title')}
        hint={form.submittedTitle === null ? undefined : `${T.sentAs}: ${form.submittedTitle}`}
        required
      />
      <ContentField form={form} />
      <InquiryImagesField images={form.images} refusal={form.errorOf('images')} />
      <BranchField form={form} />
      <div className={styles.authorRow}>
        <TextField
          label={T.name}
          value={form.name}
          onChange={(value) => form.setName(value)}
          maxLength={INQUIRY_NAME_MAX_LENGTH}
          autoComplete="name"
          readOnly={form.authorReadOnly}
          error={form.errorOf('name')}
          required
        />
        <TextField
          label={T.phone}
          value={form.phoneNumber}
          onChange={(value) => form.setPhoneNumber(value)}
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel-national"
          readOnly={form.authorReadOnly}
          error={form.errorOf('phoneNumber')}
          required
        />
      </div>
      {form.authorReadOnly ? <p className={styles.hint}>{T.memberReadOnly}</p> : null}
      {form.otherRefusal === null && form.failure === null ? null : (
        <p className={styles.error} role="alert">
          {form.otherRefusal ?? form.failure}
        </p>
      )}
    </form>
  );
});

/**
 * The inquiry popup of spec §4/§5: the form, or in its place the branch-search view that returns with the chosen
 * branch (the form keeps what was typed meanwhile).
 */
export const InquiryFormPopup = observer(function InquiryFormPopup({
  form,
  onClose,
}: {
  readonly form: InquiryFormViewModel;
  readonly onClose: () => void;
}) {
  const formId = useId();
  const searching = form.view === 'branch-search';
  return (
    <Modal
      open
      title={searching ? T.branchTitle : T.formTitle}
      onClose={onClose}
      maxWidth={POPUP_MAX_WIDTH_PX}
      footer={
        searching ? (
          <Button variant="secondary" fullWidth onClick={() => form.backToForm()}>
            {T.back}
          </Button>
        ) : (
          <div className={styles.footerButtons}>
            <Button variant="secondary" fullWidth onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" form={formId} fullWidth loading={form.submitting}>
              {T.submit}
            </Button>
          </div>
        )
      }
    >
      {searching ? <BranchSearchView search={form.branchSearch} /> : <InquiryFields form={form} formId={formId} />}
    </Modal>
  );
});
