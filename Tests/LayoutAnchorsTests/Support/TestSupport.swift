// The helpers every LayoutAnchors test shares: screens, content-sized views, frame
// assertions, the seed and stack fixtures, the Visual Format fixture and one seeded random
// generator. The scenarios use only the public API, written as ordinary UIKit code would be.

import LayoutAnchors
import XCTest

// MARK: Screens and views

struct TestScreen {
    let name: String
    let size: Size
    let safeArea: EdgeInsets

    static let iPhoneSE1 = TestScreen(
        name: "SE 320x568", size: Size(width: 320, height: 568),
        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    static let iPhone8 = TestScreen(
        name: "8 375x667", size: Size(width: 375, height: 667),
        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    static let iPhone14 = TestScreen(
        name: "14 390x844", size: Size(width: 390, height: 844),
        safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    static let iPhoneProMax = TestScreen(
        name: "Pro Max 428x926", size: Size(width: 428, height: 926),
        safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    static let iPad = TestScreen(
        name: "iPad 768x1024", size: Size(width: 768, height: 1024),
        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    static let iPhone14Landscape = TestScreen(
        name: "14 landscape 844x390", size: Size(width: 844, height: 390),
        safeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    static let iPadLandscape = TestScreen(
        name: "iPad landscape 1024x768", size: Size(width: 1024, height: 768),
        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    static let all = [iPhoneSE1, iPhone8, iPhone14, iPhoneProMax, iPad, iPhone14Landscape, iPadLandscape]

    /// A window of this screen's size and safe area.
    func window(direction: LayoutDirection = .leftToRight, category: ContentSizeCategory = .large) -> Window {
        Window(size: size, safeAreaInsets: safeArea, layoutDirection: direction, contentSizeCategory: category)
    }
}

/// Asserts a frame, naming the scenario on failure.
func assertFrame(
    _ actual: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double, _ context: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual, Rect(x: x, y: y, width: width, height: height), context, file: file, line: line)
}

/// Asserts that the hierarchy recorded no issue (unsatisfiable, invalid or ambiguous).
func assertNoIssues(_ view: View, _ context: String = "", file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(view.layoutIssues.map(\.description), [], context, file: file, line: line)
}

/// Pins `view` to all four edges of `container` (translatesAutoresizingMaskIntoConstraints off).
func pinEdges(_ view: View, to container: View) {
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    LayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: container.topAnchor),
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
}

/// Constraints (returned, not activated) that place `view` at `rect`, measured from
/// `container`'s leading and top edges (translatesAutoresizingMaskIntoConstraints off).
func placement(of view: View, in container: View, at rect: Rect) -> [LayoutConstraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    return [
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: rect.minX),
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: rect.minY),
        view.widthAnchor.constraint(equalToConstant: rect.width),
        view.heightAnchor.constraint(equalToConstant: rect.height),
    ]
}

func makePhoneWindow(direction: LayoutDirection = .leftToRight) -> Window {
    Window(
        size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        layoutDirection: direction)
}

/// An iPad-sized window: 1366x1024 points, safe area 24 top / 20 bottom (regular width).
func makePadWindow(direction: LayoutDirection = .leftToRight) -> Window {
    Window(
        size: Size(width: 1366, height: 1024),
        safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        layoutDirection: direction)
}

/// A view whose size comes from its content, like `UIImageView`, `UIButton` or
/// `UITextField`: it only carries an intrinsic content size (hugging 250 / compression 750).
final class ContentSizedView: View {
    /// A view with the given intrinsic size (`View.noIntrinsicMetric` for none on an axis).
    init(intrinsic size: Size) {
        super.init(frame: .zero)
        intrinsicContentSize = size
    }

    /// A view with an intrinsic size of `width` x `height`.
    convenience init(_ width: Double, _ height: Double) {
        self.init(intrinsic: Size(width: width, height: height))
    }
}

/// The inner layout of seed 000's forecast view (the article skips it): title, image and
/// summary in a column, 16 pt insets, 8 pt gaps, the image centred.
func layOutForecastColumn(in container: View, title: View, image: View, summary: View) {
    for subview in [title, image, summary] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(subview)
    }
    LayoutConstraint.activate([
        title.topAnchor.constraint(equalTo: container.topAnchor, constant: 16),
        title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        title.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
        image.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        image.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        summary.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
        summary.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        summary.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
        summary.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -16),
    ])
}

extension Label {
    /// A label in the body text style that follows the text size, as a Dynamic Type screen
    /// makes it (UIKit's default font is a fixed 17 pt that does not follow it).
    static func body(_ text: String) -> Label {
        let label = Label(text: text)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        return label
    }
}

// MARK: Stack views

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

// MARK: Visual Format

struct VisualFormatFixture {
    let sup = View()
    let a = View()
    let b = View()
    let c = View()
    let lonely = View()

    init() {
        for (view, name) in [(sup, "sup"), (a, "a"), (b, "b"), (c, "c"), (lonely, "lonely")] {
            view.identifier = name
        }
        for view in [a, b, c] {
            view.translatesAutoresizingMaskIntoConstraints = false
            sup.addSubview(view)
        }
    }

    /// The views dictionary the formats use.
    var views: [String: View] { ["a": a, "b": b, "c": c, "lonely": lonely] }

    /// Parses `format` with the fixture's views.
    func render(
        _ format: String, options: FormatOptions = [],
        metrics: [String: Double]? = nil
    ) throws -> [String] {
        try LayoutConstraint.constraints(
            withVisualFormat: format, options: options,
            metrics: metrics, views: views
        ).map(Self.render)
    }

    /// `first.attr REL second.attr [* m] + c @p`, with items named by identifier.
    static func render(_ constraint: LayoutConstraint) -> String {
        let relation: String
        switch constraint.relation {
        case .equal: relation = "=="
        case .lessThanOrEqual: relation = "<="
        case .greaterThanOrEqual: relation = ">="
        }
        let first = "\(name(constraint.firstItem)).\(constraint.firstAttribute)"
        let priority = " @\(Int(constraint.priority.rawValue))"
        guard let second = constraint.secondItem else {
            return "\(first) \(relation) \(constraint.constant)\(priority)"
        }
        let multiplier = constraint.multiplier == 1 ? "" : " * \(constraint.multiplier)"
        return "\(first) \(relation) \(name(second)).\(constraint.secondAttribute)\(multiplier)"
            + " + \(constraint.constant)\(priority)"
    }

    private static func name(_ item: AnyObject?) -> String {
        (item as? View)?.identifier ?? "?"
    }
}

/// The error thrown by `body`, if it is a `VisualFormatError`.
func visualFormatError(_ body: () throws -> Void) -> VisualFormatError? {
    do {
        try body()
        return nil
    } catch let error as VisualFormatError {
        return error
    } catch {
        return nil
    }
}

// MARK: Random

/// SplitMix64: a small deterministic generator, the same on every platform, so a randomized
/// test's failure reproduces from its seed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
