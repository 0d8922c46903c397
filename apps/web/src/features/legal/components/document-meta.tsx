import type { DocumentMeta } from '../content/documents';

/** "Version 1.0" and "Effective May 29th 2025" under a legal document's title. */
export function DocumentMetaLine({ meta }: { meta: DocumentMeta }) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
      <p>Version {meta.version}</p>
      <p>
        Effective <time dateTime={meta.effectiveIso}>{meta.effective}</time>
      </p>
    </div>
  );
}
