/// A unified diff of two texts by lines, from a longest common subsequence: `-` lines only in
/// the expected text, `+` lines only in the actual one, three lines of context, `@@` hunk
/// headers with 1-based line numbers, as `diff -u` prints them.
public enum LineDiff {
    /// One line of the edit script.
    enum Edit: Equatable { case same(String), removed(String), added(String) }

    /// The unified diff, or "" when the texts are equal.
    public static func unified(
        expected: String, actual: String, expectedName: String = "expected",
        actualName: String = "actual", context: Int = 3
    ) -> String {
        let a = lines(of: expected), b = lines(of: actual)
        if a == b { return "" }
        let edits = script(a, b)
        var out = ["--- \(expectedName)", "+++ \(actualName)"]
        for hunk in hunks(edits, context: context) { out += render(hunk, edits: edits) }
        return out.joined(separator: "\n")
    }

    static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The largest LCS table built (cells); beyond it the differing middle is shown as all
    /// removed then all added, so a huge snapshot costs memory in proportion to its size.
    static let maximumTableSize = 4_000_000

    /// The edit script: the common first and last lines are kept as they are, the middle
    /// compared with a longest-common-subsequence table (O(n·m); snapshots are small).
    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
        let middle =
            (middleA.count + 1) * (middleB.count + 1) > maximumTableSize
            ? middleA.map(Edit.removed) + middleB.map(Edit.added)
            : lcsScript(middleA, middleB)
        return a[..<prefix].map(Edit.same) + middle + a[(a.count - suffix)...].map(Edit.same)
    }

    private static func lcsScript(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && a[i] == b[j] {
                edits.append(.same(a[i])); i += 1; j += 1
            } else if i < n && (j == m || table[i + 1][j] >= table[i][j + 1]) {
                edits.append(.removed(a[i])); i += 1  // removals first, as diff -u prints them
            } else {
                edits.append(.added(b[j])); j += 1
            }
        }
        return edits
    }

    /// Ranges of the script to print: each change with `context` unchanged lines around it,
    /// ranges that touch merged.
    static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, edit) in edits.enumerated() {
            if case .same = edit { continue }
            let range = max(0, index - context)..<min(edits.count, index + context + 1)
            if let last = ranges.last, last.upperBound >= range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    private static func render(_ hunk: Range<Int>, edits: [Edit]) -> [String] {
        var oldStart = 1, newStart = 1
        for edit in edits[..<hunk.lowerBound] {
            switch edit {
            case .same: oldStart += 1; newStart += 1
            case .removed: oldStart += 1
            case .added: newStart += 1
            }
        }
        var oldCount = 0, newCount = 0
        var body: [String] = []
        for edit in edits[hunk] {
            switch edit {
            case .same(let line): body.append(" " + line); oldCount += 1; newCount += 1
            case .removed(let line): body.append("-" + line); oldCount += 1
            case .added(let line): body.append("+" + line); newCount += 1
            }
        }
        // diff -u prints an empty side's start as the line before it.
        let oldLabel = oldCount == 0 ? "\(oldStart - 1),0" : "\(oldStart),\(oldCount)"
        let newLabel = newCount == 0 ? "\(newStart - 1),0" : "\(newStart),\(newCount)"
        return ["@@ -\(oldLabel) +\(newLabel) @@"] + body
    }
}
