// The set-up's QR code, drawn as an SVG image from the otpauth address. lean-qr is imported
// when a set-up starts, so the account screen itself (and every public page) goes without it.

import { useEffect, useState } from 'react';

export const QR_ALT = 'QR code for your authenticator app';

export function QrImage({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([import('lean-qr'), import('lean-qr/extras/svg')]).then(([{ generate }, { toSvgDataURL }]) => {
      if (live) setSrc(toSvgDataURL(generate(uri), { on: 'black', off: 'white', padX: 4, padY: 4 }));
    });
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? <img className="second-factor__qr" src={src} alt={QR_ALT} width={200} height={200} /> : null;
}
