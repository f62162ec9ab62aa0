// A temporary URL for previewing a picked file, revoked when no longer shown.

import { useEffect, useState } from 'react';

const canPreview = () => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

export const useObjectUrl = (file: File | null): string => {
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (!file || !canPreview()) {
      setUrl('');
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
};
