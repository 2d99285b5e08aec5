import LayoutAnchors

/// A scene turned into a live hierarchy and laid out: the window, its views by name and the
/// constraints each scene entry made.
public final class BuiltScene {
    /// The parsed scene.
    public let scene: Scene
    /// The window (root of the hierarchy).
    public let window: Window
    /// The root view controller.
    public let controller: ViewController
    /// Every scene view by name.
    public let views: [String: View]
    /// Views in tree order (depth first, the root first).
    public let orderedViews: [View]
    /// Custom guides by name.
    public let customGuides: [String: LayoutGuide]
    /// The constraints made for each entry of `scene.constraints`, in order.
    public let constraints: [[LayoutConstraint]]

    init(
        scene: Scene, window: Window, controller: ViewController, views: [String: View], orderedViews: [View],
        customGuides: [String: LayoutGuide], constraints: [[LayoutConstraint]]
    ) {
        self.scene = scene
        self.window = window
        self.controller = controller
        self.views = views
        self.orderedViews = orderedViews
        self.customGuides = customGuides
        self.constraints = constraints
    }

    /// Every constraint the scene made, flattened.
    public var allConstraints: [LayoutConstraint] { constraints.flatMap { $0 } }

    /// The scroll views of the scene, in tree order.
    public var scrollViews: [ScrollView] { orderedViews.compactMap { $0 as? ScrollView } }

    /// The scene name of a view or guide, or a description for unnamed system guides.
    public func name(of item: AnyObject?) -> String {
        if let view = item as? View { return view.diagnosticName }
        if let guide = item as? LayoutGuide {
            if let owner = guide.owningView {
                for (label, system) in systemGuides(of: owner) where system === guide {
                    return "\(owner.diagnosticName).\(label)"
                }
            }
            return guide.identifier
        }
        return "nil"
    }

    /// The system guides of a view with their scene names.
    func systemGuides(of view: View) -> [(String, LayoutGuide)] {
        var guides: [(String, LayoutGuide)] = [
            ("safeAreaLayoutGuide", view.safeAreaLayoutGuide),
            ("layoutMarginsGuide", view.layoutMarginsGuide),
            ("readableContentGuide", view.readableContentGuide),
            ("keyboardLayoutGuide", view.keyboardLayoutGuide),
        ]
        if let scroll = view as? ScrollView {
            guides += [("frameLayoutGuide", scroll.frameLayoutGuide), ("contentLayoutGuide", scroll.contentLayoutGuide)]
        }
        return guides
    }

    /// Sets a scroll view's offset and lays out again.
    public func scroll(_ scrollView: ScrollView, to offset: Point) {
        scrollView.setContentOffset(offset)
        window.layoutIfNeeded()
    }
}
