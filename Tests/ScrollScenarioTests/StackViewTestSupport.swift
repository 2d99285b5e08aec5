// Shared set-up of the stack view tests: three arranged views with known intrinsic sizes in a
// stack placed at (10, 20) in a 600x600 window, so expected frames can be derived by hand.
//
// a: 40x20, b: 60x30, c: 100x10 (hugging 250, compression 750 on both axes). Arranged views'
// frames are in the stack's coordinate space.

import LayoutAnchors
import XCTest

/// A stack of three content-sized views and the root it sits in.
struct StackFixture {
    let root: Window
    let stack: StackView
    let a: View, b: View, c: View

    /// The stack at (10, 20); `length` fixes its size along the axis, `thickness` across it
    /// (nil: the arranged views decide).
    init(
        axis: Axis, distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill,
        spacing: Double = 10, length: Double? = nil, thickness: Double? = nil,
        direction: LayoutDirection = .leftToRight
    ) {
        root = Window(size: Size(width: 600, height: 600), layoutDirection: direction)
        a = ContentSizedView(intrinsic: Size(width: 40, height: 20))
        b = ContentSizedView(intrinsic: Size(width: 60, height: 30))
        c = ContentSizedView(intrinsic: Size(width: 100, height: 10))
        a.identifier = "a"
        b.identifier = "b"
        c.identifier = "c"
        stack = StackView(arrangedSubviews: [a, b, c])
        stack.identifier = "stack"
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        placeStack(stack, in: root, length: length, thickness: thickness)
    }

    /// Solves and returns the stack's frame.
    @discardableResult
    func layout() -> Rect {
        root.layoutIfNeeded()
        return stack.frame
    }

    /// Asserts that the layout records no issue and nothing is ambiguous.
    func assertWellFormed(file: StaticString = #filePath, line: UInt = #line) {
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutIssues.map(\.description), [], file: file, line: line)
        for view in [stack, a, b, c] {
            XCTAssertFalse(view.hasAmbiguousLayout, "\(view.identifier ?? "?") is ambiguous", file: file, line: line)
        }
    }
}

/// Adds `stack` to `root` at (10, 20), with its size along / across the axis fixed when given.
func placeStack(_ stack: StackView, in root: View, length: Double? = nil, thickness: Double? = nil) {
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ]
    let alongSize = stack.axis == .horizontal ? stack.widthAnchor : stack.heightAnchor
    let acrossSize = stack.axis == .horizontal ? stack.heightAnchor : stack.widthAnchor
    if let length { constraints.append(alongSize.constraint(equalToConstant: length)) }
    if let thickness { constraints.append(acrossSize.constraint(equalToConstant: thickness)) }
    LayoutConstraint.activate(constraints)
}

/// The identifiers of the constraints a stack made (held by the stack, or by an arranged view
/// for a constraint on its own size).
func stackIdentifiers(_ stack: StackView) -> Set<String> {
    let held = stack.constraints + stack.arrangedSubviews.flatMap(\.constraints)
    return Set(held.compactMap(\.identifier))
}
