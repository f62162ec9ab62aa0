// A temporary URL for previewing a picked file, revoked when no longer shown.

import { useEffect, useState } from 'react';

/** An object URL, or '' where the environment cannot make one (no preview then, the name still shows). */
const objectUrlOf = (file: File): string => {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  } catch {
    return '';
  }
};

export const useObjectUrl = (file: File | null): string => {
  const [url, setUrl] = useState('');
  useEffect(() => {
    const created = file ? objectUrlOf(file) : '';
    setUrl(created);
    return created ? () => URL.revokeObjectURL(created) : undefined;
  }, [file]);
  return url;
};
