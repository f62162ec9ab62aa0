// The server writes the runtime config as a JSON data block (no inline script, CSP-friendly).

export const readAppConfig = (): void => {
  const element = document.getElementById('app-config');
  const text = element?.textContent?.trim();
  if (!text || text.startsWith('<!--')) return;
  try {
    window.__APP_CONFIG__ = JSON.parse(text);
  } catch (error) {
    console.error('[config] unreadable app config', error);
  }
};
