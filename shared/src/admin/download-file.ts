// Saves a file the page received or built: a Blob behind a temporary object URL,
// clicked through a hidden link, and released once the browser has taken it.

export const downloadFile = (fileName: string, content: Blob): void => {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
