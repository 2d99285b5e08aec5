/// Takes the lines a `LineBreaker` makes, in order, each as its number of characters (its
/// width is that number times the advance). Value types, so the walk can start again from a
/// copy of the empty one. Sizes need only counts (`LineTally`); a sink that draws would also
/// need where each line starts, to be added with the first thing that draws text.
protocol LineSink {
    /// Takes the next line.
    mutating func take(lineOf characters: Int)
}

/// The label's line breaking, the one place it is written: UIKit's word wrapping
/// (`byWordWrapping`) on the deterministic metrics (every character advances the same). Lines
/// end at newlines (paragraphs); within a paragraph words are the runs between single spaces
/// (two spaces make an empty word between them) and fill a line greedily: a word joins the
/// line with its space while the line still fits, and otherwise starts the next line. A line
/// with no characters yet takes the next word without a space. UIKit wraps at word boundaries
/// "unless the word itself doesn't fit on a single line": a word wider than the line on its own
/// is broken every `floor(maxWidth / advance)` characters (at least one), and what is left of
/// it stays on the line for the next words.
///
/// One pass over the text, on character counts, with no allocation (layout measures every
/// wrapping label at least twice per change of its room). A width is `Double(characters) *
/// advance` and fits when it is at most `maxWidth + 1e-9`, so every caller rounds alike.
struct LineBreaker<Sink: LineSink> {
    private let maxWidth: Double
    private let advance: Double
    private var sink: Sink
    /// Characters in the line being filled, and in the word being read.
    private var lineLength = 0
    private var wordLength = 0

    /// Breaks `text` into lines at `maxWidth` and hands them to `empty`; returns the filled sink.
    static func lines(of text: String, maxWidth: Double, advance: Double, into empty: Sink) -> Sink {
        var walk = LineBreaker(maxWidth: maxWidth, advance: advance, sink: empty)
        // Each ASCII byte other than a carriage return is one Character (CR LF is the only
        // ASCII grapheme cluster of two scalars; a space before a combining mark is a cluster
        // too, but its mark is not ASCII), so bytes can stand for characters; any other byte
        // starts the walk again over the characters, from the empty sink.
        var bytesAreCharacters = true
        for byte in text.utf8 {
            guard byte < 0x80 && byte != 0x0D else {
                bytesAreCharacters = false
                break
            }
            walk.read(isNewline: byte == 0x0A, isSpace: byte == 0x20)
        }
        if !bytesAreCharacters {
            walk = LineBreaker(maxWidth: maxWidth, advance: advance, sink: empty)
            for character in text { walk.read(isNewline: character == "\n", isSpace: character == " ") }
        }
        walk.endParagraph()
        return walk.sink
    }

    private init(maxWidth: Double, advance: Double, sink: Sink) {
        self.maxWidth = maxWidth
        self.advance = advance
        self.sink = sink
    }

    private func fits(_ characters: Int) -> Bool { Double(characters) * advance <= maxWidth + 1e-9 }

    /// Not `!fits`: with a NaN width nothing fits and nothing overflows (no word is broken).
    private func overflows(_ characters: Int) -> Bool { Double(characters) * advance > maxWidth + 1e-9 }

    private mutating func read(isNewline: Bool, isSpace: Bool) {
        if isNewline {
            endParagraph()
        } else if isSpace {
            endWord()
        } else {
            wordLength += 1
        }
    }

    /// A word (possibly empty, between two spaces) joins the line if the line with a space and
    /// the word still fits; otherwise the line ends and the word starts the next one.
    private mutating func endWord() {
        defer { wordLength = 0 }
        if lineLength == 0 {
            lineLength = wordLength
        } else {
            let joined = lineLength + 1 + wordLength
            if fits(joined) {
                lineLength = joined
                return
            }
            sink.take(lineOf: lineLength)
            lineLength = wordLength
        }
        breakOverlongWord()
    }

    /// A word that starts a line and is wider than it is broken every `perLine` characters, as
    /// many as fit (at least one). `maxWidth` is below a finite width here, so the count is
    /// finite or minus infinity (a width of -infinity: one character a line).
    private mutating func breakOverlongWord() {
        guard advance > 0, overflows(lineLength) else { return }
        let charactersThatFit = maxWidth / advance + 1e-9
        let perLine = charactersThatFit >= 1 ? Int(charactersThatFit.rounded(.down)) : 1
        while lineLength > perLine {
            sink.take(lineOf: perLine)
            lineLength -= perLine
        }
    }

    private mutating func endParagraph() {
        endWord()
        sink.take(lineOf: lineLength)
        lineLength = 0
    }
}

/// The lines' count and the widest of the first `limit` of them (0: of all), in characters:
/// all that sizes need.
struct LineTally: LineSink {
    /// The most lines shown (0: no limit).
    let limit: Int
    private(set) var count = 0
    private(set) var widest = 0

    /// A tally with no lines yet.
    init(limit: Int) { self.limit = limit }

    /// The lines shown: all of them, or `limit` when there are more.
    var shown: Int { limit > 0 ? min(count, limit) : count }

    mutating func take(lineOf characters: Int) {
        count += 1
        if limit == 0 || count <= limit { widest = max(widest, characters) }
    }
}
