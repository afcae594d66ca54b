/**
 * Where each id first stands in the lists a draft of the pane's state owns (state.ts), so a replay finds a
 * ruler or a patch by its id at once instead of scanning its slide's list for every event: with a scan,
 * replaying a log costs the square of a slide's rulers and patches, and half or more of a cold replay's time
 * went there.
 *
 * A list's positions are made at its first lookup and kept in step with pushes; a removal forgets them (a
 * splice moves every later item: the next lookup makes them again). Lists the draft does not own (those of
 * the state it was given, never changed) are scanned: a single fold looks up once, where an index would not
 * pay.
 */
type Identified = { readonly id: string };

export class IdPositions {
  /** The draft's own lists, each with its positions (null until a lookup needs them). */
  private readonly lists = new Map<readonly Identified[], Map<string, number> | null>();

  /** From now on the list is the draft's own: it changes only through push, removed and cleared below. */
  adopt(list: readonly Identified[]): void {
    this.lists.set(list, null);
  }

  owns(list: readonly Identified[]): boolean {
    return this.lists.has(list);
  }

  /** The index of the first item with this id, or -1 (as `findIndex` gives it). */
  indexOf(list: readonly Identified[], id: string): number {
    if (!this.lists.has(list)) return list.findIndex((item) => item.id === id);
    let positions = this.lists.get(list);
    if (!positions) {
      positions = new Map();
      for (let index = 0; index < list.length; index += 1) {
        const itemId = (list[index] as Identified).id;
        if (!positions.has(itemId)) positions.set(itemId, index);
      }
      this.lists.set(list, positions);
    }
    return positions.get(id) ?? -1;
  }

  /** Appends an item to an owned list. */
  push<T extends Identified>(list: T[], item: T): void {
    list.push(item);
    const positions = this.lists.get(list);
    if (positions && !positions.has(item.id)) positions.set(item.id, list.length - 1);
  }

  /** Removes the item at `index` of an owned list. */
  remove(list: Identified[], index: number): void {
    list.splice(index, 1);
    this.lists.set(list, null);
  }

  /** Empties an owned list. */
  clear(list: Identified[]): void {
    list.length = 0;
    this.lists.set(list, new Map());
  }
}
