// Staff name a feature's icon as a font-icon class ('fa-solid fa-chart-line');
// the site draws its own icons, so the class picks the closest one by keyword.

import type { IconName } from '../../components/icon/icon';

const KEYWORDS: ReadonlyArray<[RegExp, IconName]> = [
  [/chart|graph|trend|growth/i, 'chart'],
  [/location|map|pin/i, 'pin'],
  [/file|pen|doc|content|write/i, 'document'],
  [/user|people|team|audience/i, 'users'],
  [/key/i, 'key'],
  [/hashtag|hash/i, 'hash'],
  [/bullseye|target|crosshair/i, 'target'],
  [/comment|message|bullhorn|chat/i, 'message'],
  [/search|magnifying|eye/i, 'eye'],
  [/mouse|pointer|click|cursor/i, 'cursor'],
  [/thumbs|like|heart/i, 'thumbsUp'],
  [/shield|lock|secure/i, 'shield'],
  [/link|globe|world/i, 'globe'],
  [/cog|gear|sliders|settings/i, 'sliders'],
];

export const featureIconName = (className: string): IconName => KEYWORDS.find(([pattern]) => pattern.test(className))?.[1] ?? 'checkCircle';
