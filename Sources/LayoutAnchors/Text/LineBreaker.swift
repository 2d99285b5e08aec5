/// Takes the lines a `LineBreaker` makes, in order, each as its number of characters that
/// take width, its hanging spaces left out (its width is that number times the advance). Value types, so the walk can start again from a
/// copy of the empty one. Sizes need only counts (`LineTally`); a sink that draws would also
/// need where each line starts, to be added with the first thing that draws text.
protocol LineSink {
    /// Takes the next line.
    mutating func take(lineOf characters: Int)
}

/// The label's line breaking, the one place it is written: UIKit's word wrapping
/// (`byWordWrapping`) on the deterministic metrics (every character advances the same). Lines
/// end at newlines (paragraphs). A paragraph's leading spaces are kept: they take width on its
/// first line. Every other run of spaces belongs to the word before it, and a line may end
/// only after such a run (Unicode line breaking, UAX #14: no break before a space, LB7; a
/// break after spaces, LB18). Words fill a line greedily: a word joins the line, after the
/// spaces before it, while that still fits, and otherwise starts the next line. The spaces at
/// the end of a line hang: they take no width and never make a line overflow, at a wrap, at a
/// newline or at the end of the text (Apple's `CTLineGetTrailingWhitespaceWidth`: "a line that
/// is actually longer than the desired width due to trailing whitespace"; UILabel since iOS 7
/// drops the whitespace at the end of its lines, a public observation at blog.lidaren.com,
/// "iOS UILabel 取消自动trim空格和换行"; right-aligned text shows no trailing spaces, openradar
/// 29414165). So a paragraph of spaces is one empty line, and a leading run wider than the
/// line hangs on a line of its own (width 0) with the first word on the next: spaces are no
/// word, so they are never broken. UIKit wraps at word boundaries "unless the word itself
/// doesn't fit on a single line": a word wider than the line on its own is broken every
/// `floor(maxWidth / advance)` characters (at least one), and what is left of it stays on the
/// line, with its spaces after it, for the next words.
///
/// One pass over the text, on character counts, with no allocation (layout measures every
/// wrapping label at least twice per change of its room). A width is `Double(characters) *
/// advance` and fits when it is at most `maxWidth + 1e-9`, so every caller rounds alike.
struct LineBreaker<Sink: LineSink> {
    private let maxWidth: Double
    private let advance: Double
    private var sink: Sink
    /// Characters in the line being filled up to its last non-space (its width if it ended
    /// now), the spaces after them (hanging if it ends now), and the word being read.
    private var lineLength = 0
    private var lineSpaces = 0
    private var wordLength = 0

    /// Breaks `text` into lines at `maxWidth` and hands them to `empty`; returns the filled sink.
    static func lines(of text: String, maxWidth: Double, advance: Double, into empty: Sink) -> Sink {
        var walk = LineBreaker(maxWidth: maxWidth, advance: advance, sink: empty)
        // The bytes straight from the string's storage when it has them in one piece (a
        // native string always does; the buffer is only read, inside the call that lends it),
        // which costs far less than the UTF-8 view's iterator; the view otherwise.
        let bytesAreCharacters =
            text.utf8.withContiguousStorageIfAvailable { walk.read(asciiBytes: $0) } ?? walk.read(asciiBytes: text.utf8)
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

    /// Reads `bytes` as characters while they are ASCII other than a carriage return, and
    /// says whether they all were. Each such byte is one Character (CR LF is the only ASCII
    /// grapheme cluster of two scalars; a space before a combining mark is a cluster too, but
    /// its mark is not ASCII), so bytes can stand for characters; at any other byte the caller
    /// starts the walk again over the characters, from the empty sink.
    private mutating func read<Bytes: Sequence<UInt8>>(asciiBytes bytes: Bytes) -> Bool {
        for byte in bytes {
            guard byte < 0x80 && byte != 0x0D else { return false }
            read(isNewline: byte == 0x0A, isSpace: byte == 0x20)
        }
        return true
    }

    private mutating func read(isNewline: Bool, isSpace: Bool) {
        if isNewline {
            endParagraph()
        } else if isSpace {
            if wordLength > 0 { placeWord() }
            lineSpaces += 1
        } else {
            wordLength += 1
        }
    }

    /// A word joins the line after the line's spaces if that still fits; otherwise the line
    /// ends (its spaces hang) and the word starts the next one. A line with nothing yet (no
    /// character, no leading space) takes the word as it is.
    private mutating func placeWord() {
        defer { wordLength = 0 }
        if lineLength == 0 && lineSpaces == 0 {
            lineLength = wordLength
        } else {
            let joined = lineLength + lineSpaces + wordLength
            lineSpaces = 0
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

    /// The last word is placed and the line ends without its trailing spaces.
    private mutating func endParagraph() {
        if wordLength > 0 { placeWord() }
        sink.take(lineOf: lineLength)
        lineLength = 0
        lineSpaces = 0
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
