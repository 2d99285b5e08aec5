import LayoutAnchors

/// Which layout guides a scene uses, and which views float over a scroll view's content.
enum GuideUsage {
    /// Guides named by the scene's constraints, and custom guides, each once, with scene names.
    static func guides(in built: BuiltScene) -> [(LayoutGuide, String)] {
        var result: [(LayoutGuide, String)] = []
        func add(_ item: AnyObject?) {
            guard let guide = item as? LayoutGuide, !result.contains(where: { $0.0 === guide }) else { return }
            result.append((guide, built.name(of: guide)))
        }
        for c in built.allConstraints {
            add(c.firstItem)
            add(c.secondItem)
        }
        for name in built.customGuides.keys.sorted() { add(built.customGuides[name]) }
        return result
    }
}

/// Finds floating views: descendants of a scroll view constrained to one of its guides that
/// follow the visible bounds (frame, safe area, margins, readable, keyboard guides) by a
/// position attribute, and not to the content.
enum FloatingViews {
    static func find(in built: BuiltScene) -> Set<ObjectIdentifier> {
        var result: Set<ObjectIdentifier> = []
        var content: Set<ObjectIdentifier> = []
        for scroll in built.scrollViews {
            let floatingGuides: [LayoutGuide] = [scroll.frameLayoutGuide, scroll.safeAreaLayoutGuide, scroll.layoutMarginsGuide,
                                                 scroll.readableContentGuide, scroll.keyboardLayoutGuide]
            for c in built.allConstraints {
                for (item, other) in [(c.firstItem, c.secondItem), (c.secondItem, c.firstItem)] {
                    guard let view = item as? View, view !== scroll, view.isDescendant(of: scroll),
                          isPosition(c.firstAttribute) else { continue }
                    if other === scroll || other === scroll.contentLayoutGuide {
                        content.insert(ObjectIdentifier(view))
                    } else if let guide = other as? LayoutGuide, floatingGuides.contains(where: { $0 === guide }) {
                        result.insert(ObjectIdentifier(view))
                    }
                }
            }
        }
        // A view also pinned to the content (seed 002's content view, whose sides follow the
        // frame guide so that it cannot scroll sideways) scrolls with the content.
        return result.subtracting(content)
    }

    private static func isPosition(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .width, .height, .notAnAttribute: return false
        default: return true
        }
    }
}
