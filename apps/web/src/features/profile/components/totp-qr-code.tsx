// The authenticator app's QR code beside the setup key (issue #24 item 3), drawn here from the otpauth://
// link: the secret never leaves the page for a third-party image service. The `qrcode` library is
// loaded only when the setup opens, so no route's first load carries it.
import { useEffect, useState } from 'react';
import { useProfileT } from '../i18n';

export function TotpQrCode({ uri }: { uri: string }) {
  const t = useProfileT();
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((markup) => !cancelled && setSvg(markup))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [uri]);
  if (failed) return null; // the key and the link below still work
  if (!svg) return <div className="h-44 w-44 animate-pulse rounded-lg bg-gray-100" aria-hidden="true" />;
  return (
    <div
      role="img"
      aria-label={t('profile.twoFactor.qrAlt')}
      className="h-44 w-44 rounded-lg bg-white p-1 ring-1 ring-gray-200 [&>svg]:h-full [&>svg]:w-full"
      // The library's own SVG, made from our URI on this page: no outside markup.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
