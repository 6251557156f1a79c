// Describe rewrites what people type before it reads it ("a Big Mac" becomes "a double
// cheeseburger from fast food", "2 eggs on toast" becomes "toast with 2 eggs"), but an item is
// shown and saved under the user's own words (decision 220). A traced text is the rewritten text
// with, for each of its characters, the span of the user's text it came from, so that any part of
// it can be given back as the user wrote it.

export interface TracedText {
  text: string;
  /** Per character: the start and end of its source in the user's text; -1 for an added word. */
  from: number[];
  to: number[];
}

export function tracedText(text: string): TracedText {
  return { text, from: [...text].map((_, i) => i), to: [...text].map((_, i) => i + 1) };
}

export function sliceTraced(traced: TracedText, start: number, end = traced.text.length): TracedText {
  return {
    text: traced.text.slice(start, end),
    from: traced.from.slice(start, end),
    to: traced.to.slice(start, end),
  };
}

/** The span of the user's text that [start, end) of the traced text came from; null if all added. */
export function sourceSpan(traced: TracedText, start: number, end: number): [number, number] | null {
  let low = Infinity;
  let high = -Infinity;
  for (let i = start; i < end; i++) {
    if (traced.from[i]! < 0 || /\s/.test(traced.text[i]!)) continue;
    low = Math.min(low, traced.from[i]!);
    high = Math.max(high, traced.to[i]!);
  }
  return low < high ? [low, high] : null;
}

const wordPattern = /[\p{L}\p{N}'-]+/gu;

/** Where `word` stands as a whole word in `text` at characters none of which is `kept`; -1 if nowhere. */
function freeWordAt(text: string, word: string, kept: boolean[]): number {
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "giu");
  for (const found of text.matchAll(whole))
    if (!kept.slice(found.index, found.index + word.length).some(Boolean)) return found.index;
  return -1;
}

/** As String.replace takes it; a function is given the match, its groups, and where it is in the text. */
type Replacement =
  string | ((match: string, groups: (string | undefined)[], at: number, text: string) => string);

// Words that join foods: one the rule writes ("and" of "fish and french fries") comes from one the
// user wrote in its place ("n" of "fish n chips"), never from a food's words.
const joiningWord = /^(and|n|with|w|on|or|plus|y|e|con|o)$/i;

interface Piece {
  text: string;
  /** The traced text's [start, end) the piece copies, or null for words of the replacement. */
  copies: [number, number] | null;
}

// "$1toast with $2": the groups copied, the words between them written by the rule.
function piecesOf(template: string, match: RegExpExecArray): Piece[] {
  const pieces: Piece[] = [];
  const part = /\$(\d)|\$&|((?:[^$]|\$(?!\d|&))+)/g;
  for (let m = part.exec(template); m; m = part.exec(template)) {
    if (m[2] !== undefined) pieces.push({ text: m[2], copies: null });
    else {
      const group = m[1] === undefined ? 0 : Number(m[1]);
      const span = match.indices?.[group];
      if (span) pieces.push({ text: match[group]!, copies: span });
    }
  }
  return pieces;
}

/**
 * `text.replace(pattern, replacement)`, traced. Groups copied by the replacement keep their
 * sources; a word the rule writes that the matched words hold ("toast" of "eggs on toast") comes
 * from that word; the other words it writes ("double cheeseburger" for "Big Mac") come from the
 * matched words no group or word kept, or from nothing when every matched word was kept ("roast"
 * in "half a chicken" read as "half a roast chicken").
 */
export function replaceTraced(traced: TracedText, pattern: RegExp, replacement: Replacement): TracedText {
  const flags = pattern.flags.includes("d") ? pattern.flags : `${pattern.flags}d`;
  const global = new RegExp(pattern.source, flags.includes("g") ? flags : `${flags}g`);
  const once = !pattern.global;
  const out: TracedText = { text: "", from: [], to: [] };
  let copiedUpTo = 0;
  const copy = (start: number, end: number) => {
    out.text += traced.text.slice(start, end);
    out.from.push(...traced.from.slice(start, end));
    out.to.push(...traced.to.slice(start, end));
  };
  for (let m = global.exec(traced.text); m; m = global.exec(traced.text)) {
    if (m[0] === "") {
      global.lastIndex += 1;
      continue;
    }
    const start = m.index;
    const end = start + m[0].length;
    const pieces =
      typeof replacement === "string"
        ? piecesOf(replacement, m)
        : [{ text: replacement(m[0], m.slice(1), m.index, traced.text), copies: null }];
    copy(copiedUpTo, start);
    copiedUpTo = end;
    const kept = new Array<boolean>(m[0].length).fill(false);
    for (const piece of pieces)
      if (piece.copies) kept.fill(true, piece.copies[0] - start, piece.copies[1] - start);
    // Each word the rule writes comes from the same word among the matched words not yet kept.
    const writtenWords = pieces.map((piece) =>
      piece.copies
        ? []
        : [...piece.text.matchAll(wordPattern)].map((word) => {
            const at = freeWordAt(m[0], word[0], kept);
            if (at >= 0) kept.fill(true, at, at + word[0].length);
            return {
              at: word.index,
              length: word[0].length,
              source: at < 0 ? -1 : start + at,
              word: word[0],
            };
          }),
    );
    // A joining word written comes from a joining word left over, or from nothing.
    for (const written of writtenWords.flat()) {
      if (written.source >= 0 || !joiningWord.test(written.word)) continue;
      const joining = [...m[0].matchAll(wordPattern)].find(
        (word) =>
          joiningWord.test(word[0]) && !kept.slice(word.index, word.index + word[0].length).some(Boolean),
      );
      if (joining) kept.fill(true, joining.index, joining.index + joining[0].length);
      written.source = -2;
    }
    // The other written words come from the matched words left over, or from nothing.
    const left: number[] = [];
    for (let i = 0; i < kept.length; i++)
      if (!kept[i] && !/\s/.test(m[0][i]!) && traced.from[start + i]! >= 0) left.push(start + i);
    const leftFrom = left.length ? Math.min(...left.map((i) => traced.from[i]!)) : -1;
    const leftTo = left.length ? Math.max(...left.map((i) => traced.to[i]!)) : -1;
    pieces.forEach((piece, p) => {
      if (piece.copies) return copy(piece.copies[0], piece.copies[1]);
      for (let i = 0; i < piece.text.length; i++) {
        const word = writtenWords[p]!.find((w) => w.at <= i && i < w.at + w.length);
        const source = word && word.source >= 0 ? word.source + i - word.at : -1;
        out.text += piece.text[i];
        const left = word && word.source === -1;
        out.from.push(source >= 0 ? traced.from[source]! : left ? leftFrom : -1);
        out.to.push(source >= 0 ? traced.to[source]! : left ? leftTo : -1);
      }
    });
    if (once) break;
  }
  copy(copiedUpTo, traced.text.length);
  return out;
}
