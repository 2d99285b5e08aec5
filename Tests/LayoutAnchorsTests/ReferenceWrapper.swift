// A deliberately naive reference for the label's line breaking, written from the rules in
// Label's documentation and UIKit's `byWordWrapping`, not from the library's code: it works on
// arrays of Characters, splits paragraphs and words with the standard library and builds every
// line, so that random texts can be checked against it (LineBreakingOracleTests).
//
// The rules, with the deterministic metrics (every character advances the same):
// 1. A newline ends a paragraph; each paragraph starts a new line (an empty one is one line).
// 2. In a paragraph, words are what lies between single spaces (two spaces: an empty word).
// 3. Greedy: a word joins the line after a space when the line, the space and the word fit;
//    otherwise the line ends and the word starts the next line. A line without characters
//    takes a word without a space.
// 4. A line wider than the width after a word started it (a word longer than the line) gives
//    up lines of as many characters as fit (at least one) until the rest fits; the rest stays
//    on the line and the next words may join it.
// 5. Fitting is `characters x advance <= width` (with 1e-9 for rounding).

/// The reference wrapper: lines as arrays of characters.
enum ReferenceWrapper {
    /// The lines of `text` wrapped at `width` with `advance` points a character.
    static func lines(of text: String, width: Double, advance: Double) -> [[Character]] {
        func fits(_ count: Int) -> Bool { Double(count) * advance <= width + 1e-9 }
        // Rule 4's "as many characters as fit": count up (no division, unlike the library;
        // only for the bounded widths the tests use, as it would not end at infinity).
        var charactersThatFit = 0
        while fits(charactersThatFit + 1) { charactersThatFit += 1 }
        let perLine = max(1, charactersThatFit)

        var result: [[Character]] = []
        for paragraph in Array(text).split(separator: "\n", omittingEmptySubsequences: false) {
            var line: [Character] = []
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                if line.isEmpty {
                    line = Array(word)
                } else if fits(line.count + 1 + word.count) {
                    line += [" "] + word
                } else {
                    result.append(line)
                    line = Array(word)
                }
                while line.count > perLine {
                    result.append(Array(line.prefix(perLine)))
                    line = Array(line.dropFirst(perLine))
                }
            }
            result.append(line)
        }
        return result
    }
}
