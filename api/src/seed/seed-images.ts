// Drawing the demo images: our SVG templates rendered and stored through the
// same media store as uploads (random names, WebP, width variants). A few run at
// once to use both cores; everything drawn is tracked so a failed seed leaves no files.

import type { ImageKind } from '@agency/shared/contract/media';
import type { MediaStore } from '../media/media-store';

const PARALLEL_DRAWINGS = 3;
/** Flat vector drawings compress well without the slower WebP effort levels. */
const SEED_ENCODING = { effort: 2 };

export class SeedImages {
  private readonly created: Array<{ kind: ImageKind; name: string }> = [];
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly media: MediaStore,
    private readonly enabled: boolean,
  ) {}

  /** Stores the drawing and returns its file name ('' when seed images are off). */
  async draw(kind: ImageKind, svg: () => string): Promise<string> {
    if (!this.enabled) return '';
    await this.slot();
    try {
      const name = await this.media.save(kind, Buffer.from(svg()), SEED_ENCODING);
      this.created.push({ kind, name });
      return name;
    } finally {
      this.release();
    }
  }

  /** The seed committed: its rows own every drawing now. */
  settle(): void {
    this.media.settle(this.created.map(({ name }) => name));
  }

  /** Removes everything drawn so far (the seed did not commit). */
  async discard(): Promise<void> {
    await Promise.all(this.created.map(({ kind, name }) => this.media.remove(kind, [name])));
    this.created.length = 0;
  }

  private async slot(): Promise<void> {
    if (this.running < PARALLEL_DRAWINGS) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
