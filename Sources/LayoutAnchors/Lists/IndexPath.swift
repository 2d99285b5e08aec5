/// The position of a row (or item) in a table or collection view: a section and a row within
/// it, UIKit's two-index `IndexPath`. `item` is another name for `row`.
///
/// Foundation has a type of the same name: in a file that imports Foundation (or XCTest),
/// write `typealias IndexPath = LayoutAnchors.IndexPath`.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The row within the section.
    public var row: Int

    /// The item within the section (collection views' name for `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// A table view's index path.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// A collection view's index path.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// Section first, then row: the order rows appear in.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
    }

    /// `[section, row]`, as Foundation prints an index path.
    public var description: String { "[\(section), \(row)]" }
}
