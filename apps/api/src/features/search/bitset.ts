// Sets of profile slots as bits, 32 to a word, and sorted lists of slots for the rare words: what the profile index
// counts and pages with.

export type Bitset = Uint32Array;

export const bitsetOf = (slots: number): Bitset => new Uint32Array(Math.ceil(slots / 32));

/** The slots holding a word: a bitset when it is common, a sorted list when a list is smaller. */
export type Postings = Bitset | Int32Array;

export function postingsOf(slots: Int32Array, capacity: number): Postings {
  // A list takes 32 bits a slot, a bitset one bit for every slot there is.
  if (slots.length <= capacity / 32) return slots;
  const bits = bitsetOf(capacity);
  for (const slot of slots) bits[slot >>> 5]! |= 1 << (slot & 31);
  return bits;
}

export function orInto(target: Bitset, postings: Postings): void {
  if (postings instanceof Uint32Array) {
    for (let i = 0; i < postings.length; i++) target[i]! |= postings[i]!;
  } else {
    for (const slot of postings) target[slot >>> 5]! |= 1 << (slot & 31);
  }
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

export function andNotInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= ~other[i]!;
}

/** Keeps in `target` only the slots `postings` holds. */
export function keepOnly(target: Bitset, postings: Postings | undefined, scratch: Bitset): void {
  if (!postings) {
    target.fill(0);
    return;
  }
  if (postings instanceof Uint32Array) {
    andInto(target, postings);
    return;
  }
  scratch.fill(0);
  for (const slot of postings) scratch[slot >>> 5]! |= target[slot >>> 5]! & (1 << (slot & 31));
  target.set(scratch);
}

/** Removes from `target` the slots `postings` holds. */
export function remove(target: Bitset, postings: Postings | undefined): void {
  if (!postings) return;
  if (postings instanceof Uint32Array) andNotInto(target, postings);
  else for (const slot of postings) target[slot >>> 5]! &= ~(1 << (slot & 31));
}

export function countOf(bits: Bitset): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

export const clear = (bits: Bitset, slot: number) => {
  bits[slot >>> 5]! &= ~(1 << (slot & 31));
};

/** Walks the set slots from the highest down. */
export class Descending {
  private word: number;
  private bits: number;
  constructor(private readonly set: Bitset) {
    this.word = set.length - 1;
    this.bits = this.word >= 0 ? set[this.word]! : 0;
  }
  /** The next slot down, or -1 when none is left. */
  next(): number {
    while (this.bits === 0) {
      if (--this.word < 0) return -1;
      this.bits = this.set[this.word]!;
    }
    const bit = 31 - Math.clz32(this.bits);
    this.bits &= ~(1 << bit);
    return this.word * 32 + bit;
  }
}
