import { useState, type FormEvent } from 'react';
import { TERMS_REQUIRED } from '../../../domain/forms/options';
import { AmbassadorFields } from './ambassador-fields';
import { AmbassadorProgress, UploadProgress } from './ambassador-progress';
import { AmbassadorTerms } from './ambassador-terms';
import { AmbassadorThanks } from './ambassador-thanks';
import { FormSection } from './form-section';
import { useFormValues } from './form-state';
import { PhotoField } from './photo-field';
import { postMultipart } from './upload';
import { AMBASSADOR_EMPTY, completion, PHOTO_AND_TERMS, type Photos } from './ambassador-values';
import { FormAlert } from '../form/form-alert';
import { primaryButton } from '../form/styles';

/** Face of Zaron 2025 application: sent as multipart to POST /api/forms/ambassador with upload progress. */
export function AmbassadorForm() {
  const form = useFormValues('ambassador', AMBASSADOR_EMPTY, PHOTO_AND_TERMS);
  const [photos, setPhotos] = useState<Photos>({ portraitPhoto: null, fullBodyPhoto: null });
  const [agreed, setAgreed] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const submitting = uploading !== null;

  if (done) return <AmbassadorThanks name={form.values.name} email={form.values.email} />;

  const setPhoto = (field: keyof Photos) => (file: File | null) => {
    setPhotos((p) => ({ ...p, [field]: file }));
    form.setError((e) => (e?.field === field ? null : e));
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!agreed) return form.setError({ field: null, text: TERMS_REQUIRED });
    const data = new FormData();
    for (const [k, v] of Object.entries(form.values)) data.append(k, v);
    data.append('agreedToTerms', 'true');
    if (photos.portraitPhoto) data.append('portraitPhoto', photos.portraitPhoto);
    if (photos.fullBodyPhoto) data.append('fullBodyPhoto', photos.fullBodyPhoto);
    form.setError(null);
    setUploading(0);
    try {
      await postMultipart('/api/forms/ambassador', data, setUploading);
      setDone(true);
    } catch (err) {
      form.fail(err);
    } finally {
      setUploading(null);
    }
  };
  const fieldError = (name: string) => (form.error?.field === name ? form.error.text : undefined);

  return (
    <form onSubmit={onSubmit} aria-labelledby="apply-title" className="space-y-10">
      <AmbassadorProgress percent={completion(form.values, photos, agreed)} />
      <AmbassadorFields form={form} disabled={submitting} />
      <FormSection step={3} title="Photo Submission" intro="Natural light, no filters, just you. PNG, JPEG or WebP, up to 5 MB each.">
        <PhotoField
          id="ambassador-portraitPhoto"
          label="Portrait photo"
          hint="Head and shoulders, facing the camera."
          file={photos.portraitPhoto}
          onChange={setPhoto('portraitPhoto')}
          error={fieldError('portraitPhoto')}
          disabled={submitting}
        />
        <PhotoField
          id="ambassador-fullBodyPhoto"
          label="Full-body photo"
          hint="Standing, head to toe, in good light."
          file={photos.fullBodyPhoto}
          onChange={setPhoto('fullBodyPhoto')}
          error={fieldError('fullBodyPhoto')}
          disabled={submitting}
        />
      </FormSection>
      <AmbassadorTerms checked={agreed} onChange={setAgreed} disabled={submitting} error={fieldError('agreedToTerms')} />
      {uploading !== null && <UploadProgress percent={uploading} />}
      <FormAlert message={form.error && !form.error.field ? form.error.text : null} />
      <button type="submit" disabled={!agreed || submitting} className={`${primaryButton} w-full sm:w-auto`}>
        {submitting ? 'Submitting…' : 'Submit Application'}
      </button>
    </form>
  );
}
