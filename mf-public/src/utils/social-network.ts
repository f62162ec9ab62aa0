// Which network a profile link points at, to pick its icon and accessible name.

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'x' | 'website';

const HOSTS: ReadonlyArray<[RegExp, SocialNetwork]> = [
  [/(^|\.)facebook\.com$/i, 'facebook'],
  [/(^|\.)instagram\.com$/i, 'instagram'],
  [/(^|\.)linkedin\.com$/i, 'linkedin'],
  [/(^|\.)(x|twitter)\.com$/i, 'x'],
];

export const NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  website: 'Website',
};

export const socialNetworkOf = (href: string): SocialNetwork => {
  try {
    const { host } = new URL(href);
    return HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? 'website';
  } catch {
    return 'website';
  }
};

/** Only web links are shown: anything else (empty, javascript:) is dropped. */
export const isWebLink = (href: string | undefined): href is string => !!href && /^https?:\/\//i.test(href.trim());
