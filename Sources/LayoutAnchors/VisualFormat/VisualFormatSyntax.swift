// The abstract syntax of a visual format string, as the parser builds it.
//
// Names are kept unresolved here (with their offsets): whether an identifier is a view or a
// metric is decided later against the caller's dictionaries, so the grammar core can be
// exercised without any view.

/// The orientation of a format string: `H:` (the default) or `V:`.
enum VisualFormatOrientation: Equatable, Sendable {
    case horizontal, vertical
}

/// A name or a literal number, with the offset where it was written.
enum VisualFormatValue: Equatable, Sendable {
    /// A literal number (already signed).
    case number(Double)
    /// A metric or view name, still to be resolved.
    case name(String)
}

/// One `<predicate>`: `(<relation>)?(<objectOfPredicate>)(@<priority>)?`.
struct VisualFormatPredicate: Equatable, Sendable {
    /// The relation; `.equal` when none was written.
    var relation: VisualFormatRelation
    /// The constant, metric or view the predicate relates to.
    var object: VisualFormatValue
    /// Offset of the object.
    var objectOffset: Int
    /// The priority after `@`, if any.
    var priority: VisualFormatValue?
    /// Offset of the priority, if any.
    var priorityOffset: Int?
}

/// `<connection>`: nothing (flush), `-` (standard spacing) or `-<predicateList>-`.
enum VisualFormatConnection: Equatable, Sendable {
    /// Views touch: a spacing of 0.
    case flush
    /// `-`: the standard spacing (8 between siblings, 20 to the superview).
    case standard
    /// `-<predicateList>-`: one constraint per predicate.
    case predicates([VisualFormatPredicate])
}

/// `[<viewName>(<predicateListWithParens>)?]`.
struct VisualFormatViewElement: Equatable, Sendable {
    /// The view's name, a key of the views dictionary.
    var name: String
    /// Offset of the name.
    var nameOffset: Int
    /// The width (H) or height (V) predicates.
    var predicates: [VisualFormatPredicate]
}

/// A whole parsed format string.
struct VisualFormatSyntax: Equatable, Sendable {
    /// `H:` or `V:`.
    var orientation: VisualFormatOrientation
    /// The connection from a leading `|` to the first view, if the string starts with `|`.
    var leadingSuperview: VisualFormatConnection?
    /// Offset of the leading `|`.
    var leadingSuperviewOffset: Int?
    /// The views, in the order written (at least one).
    var views: [VisualFormatViewElement]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [VisualFormatConnection]
    /// The connection from the last view to a trailing `|`, if the string ends with `|`.
    var trailingSuperview: VisualFormatConnection?
    /// Offset of the trailing `|`.
    var trailingSuperviewOffset: Int?
}

/// An error of the grammar core: a message and the Character offset it points at.
struct VisualFormatSyntaxError: Error, Equatable, Sendable {
    /// What went wrong, in the words of UIKit's diagnostics.
    var message: String
    /// 0-based Character offset of the error.
    var offset: Int
}
