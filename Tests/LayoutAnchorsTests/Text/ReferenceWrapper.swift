// A deliberately naive reference for the label's line breaking, written from the rules in
// Label's documentation and UIKit's `byWordWrapping`, not from the library's code: it works on
// arrays of Characters, splits paragraphs and words with the standard library and builds every
// line with its spaces, so that random texts can be checked against it (LineBreakingOracleTests).
//
// The rules, with the deterministic metrics (every character advances the same):
// 1. A newline ends a paragraph; each paragraph starts a new line (an empty one is one line).
// 2. A paragraph is its leading spaces (kept, they take room on its first line) and then words,
//    each with the run of spaces after it. A line can end only after a run of spaces (UAX #14:
//    no break before a space), so a word never leaves its spaces behind.
// 3. Greedy: a word joins the line, after the spaces already on it, when the line up to the
//    word's last character fits; otherwise the line ends and the word starts the next line.
//    The word's own spaces never decide this.
// 4. The spaces at the end of a line hang: they take no width (at a wrap, before a newline and
//    at the end of the text). A line of spaces only is 0 wide; a run of leading spaces wider
//    than the line is not broken, it hangs on its own line and the first word starts the next.
// 5. A word that starts a line and is longer than it gives up lines of as many characters as
//    fit (at least one) until the rest fits; the rest stays on the line, its spaces after it,
//    and the next words may join it.
// 6. Fitting is `characters x advance <= width` (with 1e-9 for rounding).

/// The reference wrapper: lines as arrays of characters.
enum ReferenceWrapper {
    /// The lines of `text` wrapped at `width` with `advance` points a character, each as the
    /// characters that take width (its hanging spaces left out).
    static func lines(of text: String, width: Double, advance: Double) -> [[Character]] {
        func fits(_ count: Int) -> Bool { Double(count) * advance <= width + 1e-9 }
        // Rule 5's "as many characters as fit": count up (no division, unlike the library;
        // only for the bounded widths the tests use, as it would not end at infinity).
        var charactersThatFit = 0
        while fits(charactersThatFit + 1) { charactersThatFit += 1 }
        let perLine = max(1, charactersThatFit)

        // Lines as built, with their spaces; rule 4 drops the hanging ones at the end.
        var built: [[Character]] = []
        for paragraph in Array(text).split(separator: "\n", omittingEmptySubsequences: false) {
            let leadingSpaces = Array(paragraph.prefix { $0 == " " })
            var line = leadingSpaces
            for word in paragraph.dropFirst(leadingSpaces.count).split(separator: " ") {
                if line.isEmpty {
                    line = Array(word)
                } else if fits(line.count + word.count) {
                    line += word
                } else {
                    built.append(line)
                    line = Array(word)
                }
                while line.count > perLine {
                    built.append(Array(line.prefix(perLine)))
                    line = Array(line.dropFirst(perLine))
                }
                line += spaces(after: word, in: paragraph)
            }
            built.append(line)
        }
        return built.map { line in Array(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The one line of a label that does not wrap (no width, or one line): the whole text,
    /// newlines counted as characters, its spaces at the end hanging (rule 4); none if empty.
    static func oneLine(of text: String) -> [[Character]] {
        text.isEmpty ? [] : [Array(Array(text).reversed().drop { $0 == " " }.reversed())]
    }

    /// The run of spaces that follows `word` (a slice of `paragraph`).
    private static func spaces(after word: ArraySlice<Character>, in paragraph: ArraySlice<Character>) -> [Character] {
        Array(paragraph[word.endIndex...].prefix { $0 == " " })
    }
}
