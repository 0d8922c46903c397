// One identity image: a file input (JPG or PNG, at most 5 MB, checked when chosen) and a preview of
// what was chosen, so a blurred or wrong photo is caught before it is sent.
import { KYC_IMAGE_MAX_BYTES, KYC_IMAGE_TYPES } from '@changamoto/shared/domain';
import { controlClass, FormField } from '@/components/ui/form-field';
import { useObjectUrl } from '@/lib/use-object-url';
import { translate } from '@/lib/i18n';
import '../i18n';

/** The same checks the server makes (by declared type here; the server reads the bytes). */
export function checkKycImage(file: File): string | null {
  if (!(KYC_IMAGE_TYPES as readonly string[]).includes(file.type)) return translate('kyc.validation.imageType');
  if (file.size > KYC_IMAGE_MAX_BYTES) return translate('kyc.validation.imageTooLarge');
  return null;
}

function Preview({ file, alt }: { file: File; alt: string }) {
  const url = useObjectUrl(file);
  return url ? <img src={url} alt={alt} className="h-28 w-40 rounded-lg border border-gray-200 object-cover" /> : null;
}

export function ImagePicker({
  id,
  label,
  hint,
  file,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  file: File | null;
  error?: string;
  disabled?: boolean;
  /** The chosen file, or null with the reason it was refused. */
  onChange: (file: File | null, problem: string | null) => void;
}) {
  return (
    <FormField id={id} label={label} required error={error} hint={hint}>
      {(control) => (
        <div className="space-y-2">
          <input
            {...control}
            type="file"
            accept={KYC_IMAGE_TYPES.join(',')}
            disabled={disabled}
            className={controlClass}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const problem = chosen ? checkKycImage(chosen) : null;
              if (problem) event.target.value = '';
              onChange(problem ? null : chosen, problem);
            }}
          />
          {file && (
            <div className="flex items-center gap-3">
              <Preview file={file} alt={translate('kyc.form.preview', { label })} />
              <span className="text-sm break-all text-gray-700">{file.name}</span>
            </div>
          )}
        </div>
      )}
    </FormField>
  );
}
