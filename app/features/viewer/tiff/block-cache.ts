/**
 * A bounded, least-recently-used cache of decoded TIFF blocks (tiles or strips), shared by all levels of a slide.
 *
 * geotiff can keep decoded blocks per image (`image.tiles`, an array indexed by block), but without a bound. This
 * puts a byte budget on it: each image's `tiles` becomes a proxy whose entries are counted here and evicted when
 * the slide's total passes the budget. Worth it because an OpenSeadragon tile at a coarser level than the file
 * has reads many blocks of a finer TIFF level, and stripped files (NDPI) decode a whole level per strip.
 */
export interface CachedImage {
  tiles: Array<Promise<ArrayBufferLike>> | null;
}

interface Entry {
  blocks: Map<number, Promise<ArrayBufferLike>>;
  index: number;
  bytes: number;
}

const blockIndex = (property: string | symbol): number | null => {
  if (typeof property !== 'string' || !/^\d+$/.test(property)) return null;
  return Number(property);
};

export class DecodedBlockCache {
  /** Insertion order is recency: the first entry is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private readonly images: CachedImage[] = [];
  private total = 0;

  constructor(private readonly budgetBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  /** Gives `image` a bounded block cache; `blockBytes` is the decoded size of one of its blocks. */
  attach(image: CachedImage, blockBytes: number): void {
    if (image.tiles !== null) return;
    const id = this.images.push(image);
    const blocks = new Map<number, Promise<ArrayBufferLike>>();
    const key = (index: number) => `${id}:${index}`;

    image.tiles = new Proxy([] as Array<Promise<ArrayBufferLike>>, {
      get: (target, property, receiver) => {
        const index = blockIndex(property);
        if (index === null) return Reflect.get(target, property, receiver);
        const entry = this.entries.get(key(index));
        if (!entry) return undefined;
        this.entries.delete(key(index));
        this.entries.set(key(index), entry);
        return blocks.get(index);
      },
      set: (target, property, value, receiver) => {
        const index = blockIndex(property);
        if (index === null) return Reflect.set(target, property, value, receiver);
        if (blockBytes > this.budgetBytes) return true;
        this.remove(key(index));
        const block = value as Promise<ArrayBufferLike>;
        blocks.set(index, block);
        this.entries.set(key(index), { blocks, index, bytes: blockBytes });
        this.total += blockBytes;
        // A failed decode must be tried again next time, not served from the cache.
        block.catch(() => {
          if (blocks.get(index) === block) this.remove(key(index));
        });
        this.evict();
        return true;
      },
    });
  }

  clear(): void {
    for (const key of [...this.entries.keys()]) this.remove(key);
    for (const image of this.images) image.tiles = null;
    this.images.length = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    entry.blocks.delete(entry.index);
    this.total -= entry.bytes;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.total <= this.budgetBytes) return;
      this.remove(key);
    }
  }
}
