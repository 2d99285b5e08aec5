/// What a check looks for. Each can be switched on and off in `CheckOptions.checks`.
public enum CheckKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// A required constraint the engine could not satisfy (UIKit's "Unable to simultaneously
    /// satisfy constraints"), or a constraint it refused.
    case unsatisfiable
    /// A view whose frame, or a scroll view whose content size, constraints do not determine.
    case ambiguous
    /// A view that extends outside its superview (not a scroll view).
    case clipped
    /// A view not inside a scroll view that extends outside the window.
    case offScreen
    /// A label whose text needs more lines or width than its frame gives.
    case truncatedText
    /// Scroll view content that cannot be scrolled into view: outside `contentSize`, or kept
    /// under an inset or the keyboard.
    case unreachableContent
    /// Optional: a tap target smaller than 44x44 pt (HIG, Accessibility: "Buttons and controls").
    case smallTapTarget
    /// Optional: sibling views whose frames overlap.
    case overlappingSiblings

    /// The checks on by default: all but the two optional ones.
    public static let defaults: Set<CheckKind> = Set(allCases).subtracting([.smallTapTarget, .overlappingSiblings])
}

/// One problem found in one environment: what, which view, and a message.
public struct Finding: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The check that found it.
    public var kind: CheckKind
    /// The view, by `ViewNaming.name(of:)`.
    public var view: String
    /// What is wrong, with the numbers.
    public var message: String
    /// The environment's name.
    public var environment: String
    /// Why the view's frame is where it is, both axes (`View.explainLayout`), when the finding
    /// names a view: the constraints to look at first.
    public var explanation: String?

    /// A finding.
    public init(kind: CheckKind, view: String, message: String, environment: String, explanation: String? = nil) {
        self.kind = kind
        self.view = view
        self.message = message
        self.environment = environment
        self.explanation = explanation
    }

    /// "[clipped] title: extends 12 pt past the right edge of its superview (iPhone SE portrait, L, LTR)".
    public var description: String { "[\(kind.rawValue)] \(view): \(message) (\(environment))" }

    /// The description, then the explanation of the view's frame (if any), as test failures
    /// show it.
    public var detailedDescription: String {
        guard let explanation else { return description }
        return description + "\n" + explanation
    }
}
