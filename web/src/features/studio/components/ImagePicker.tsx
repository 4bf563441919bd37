import { useId, useState } from 'react';
import { IMAGE_PICKER_ACCEPT } from '../../../shared/images';
import { assetUrl } from '../../../shared/ui/asset-url';
import { Field } from '../../../shared/ui/field';
import { useStudioContext } from './studio-context';

/**
 * An image field: an https URL typed by hand, or a file from the device that is scaled down and
 * sent at once, its stored URL then filling the field. The form around it saves the URL (the upload
 * alone changes nothing the public sees).
 */
export function ImagePicker({
  label,
  uploadLabel,
  value,
  onChange,
  onUploaded = onChange,
}: {
  label: string;
  uploadLabel: string;
  value: string;
  onChange: (url: string) => void;
  /** A picture from the device was stored at this URL; by default it only fills the field. */
  onUploaded?: (url: string) => void;
}) {
  const { upload } = useStudioContext();
  const [sending, setSending] = useState(false);
  const urlId = useId();
  const fileId = useId();

  const send = async (file: File | undefined) => {
    if (!file) return;
    setSending(true);
    const url = await upload(file);
    setSending(false);
    if (url !== null) onUploaded(url);
  };

  return (
    <div className="studio-image">
      {value !== '' && <img className="studio-image__preview" src={assetUrl(value)} alt="" width={72} height={72} />}
      <Field id={urlId} className="studio-field" label={label}>
        {(control) => (
          <input
            {...control}
            className="neon-field"
            type="url"
            inputMode="url"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder="https://"
            autoComplete="off"
          />
        )}
      </Field>
      <Field id={fileId} className="studio-field" label={uploadLabel}>
        {(control) => (
          <input
            {...control}
            className="studio-file"
            type="file"
            accept={IMAGE_PICKER_ACCEPT}
            aria-busy={sending}
            onChange={(e) => {
              void send(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        )}
      </Field>
    </div>
  );
}
