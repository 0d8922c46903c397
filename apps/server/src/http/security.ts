// Security headers with a strict CSP (ARCHITECTURE.md security baseline).
import { secureHeaders } from 'hono/secure-headers';

export function securityHeaders(options: { https: boolean; imageOrigins?: string[] }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // React and Radix set inline style attributes (positions, animations); no inline <style> or scripts otherwise.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Avatars and challenge images may live on an S3-compatible store (S3_PUBLIC_URL / S3_ENDPOINT).
      imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}
