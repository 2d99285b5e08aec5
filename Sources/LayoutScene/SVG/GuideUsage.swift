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

/// Finds floating views (TN2154): descendants of a scroll view whose position is tied by a
/// constraint to an item outside it (an ancestor, a guide of one, a sibling of the scroll
/// view, the scroll view's centre, which is its frame) or to one of its guides that follow the
/// visible bounds (frame, safe area, margins, readable, keyboard) — and, through further
/// position constraints, the views tied to a floating view (a title inside a sticky header).
/// A view also pinned to the content scrolls with it (seed 002's content view, whose sides
/// follow the frame guide so that it cannot scroll sideways).
enum FloatingViews {
    static func find(in built: BuiltScene) -> Set<ObjectIdentifier> {
        var result: Set<ObjectIdentifier> = []
        let positional = built.allConstraints.filter { isPosition($0.firstAttribute) && $0.isActive }
        for scroll in built.scrollViews {
            let floatingGuides: [LayoutGuide] = [
                scroll.frameLayoutGuide, scroll.safeAreaLayoutGuide, scroll.layoutMarginsGuide,
                scroll.readableContentGuide, scroll.keyboardLayoutGuide,
            ]
            func inside(_ item: AnyObject?) -> View? {
                guard let view = item as? View, view !== scroll, view.isDescendant(of: scroll) else { return nil }
                return view
            }
            var floating: Set<ObjectIdentifier> = []
            var content: Set<ObjectIdentifier> = []
            var links: [(View, View)] = []
            for c in positional {
                for (item, other, otherAttribute) in [
                    (c.firstItem, c.secondItem, c.secondAttribute),
                    (c.secondItem, c.firstItem, c.firstAttribute),
                ] {
                    guard let view = inside(item), let other else { continue }
                    if let otherView = inside(other) {
                        links.append((view, otherView))
                    } else if other === scroll.contentLayoutGuide || (other === scroll && isEdge(otherAttribute)) {
                        content.insert(ObjectIdentifier(view))
                    } else if let guide = other as? LayoutGuide, let owner = inside(guide.owningView) {
                        links.append((view, owner))  // a guide of a view inside follows that view
                    } else if other === scroll || floatingGuides.contains(where: { $0 === other }) || isOutside(other, scroll) {
                        floating.insert(ObjectIdentifier(view))
                    }
                }
            }
            // Through links, a floating view carries the views tied to it.
            var changed = true
            while changed {
                changed = false
                for (a, b) in links
                where floating.contains(ObjectIdentifier(a)) && !floating.contains(ObjectIdentifier(b))
                    && !content.contains(ObjectIdentifier(b))
                {
                    floating.insert(ObjectIdentifier(b))
                    changed = true
                }
            }
            result.formUnion(floating.subtracting(content))
        }
        return result
    }

    /// True for an item outside the scroll view's subtree (a view, or a guide of one).
    private static func isOutside(_ item: AnyObject, _ scroll: ScrollView) -> Bool {
        let view = (item as? View) ?? (item as? LayoutGuide)?.owningView
        guard let view else { return false }
        return view !== scroll && !view.isDescendant(of: scroll)
    }

    private static func isPosition(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .width, .height, .notAnAttribute: return false
        default: return true
        }
    }

    /// The attributes a scroll view's descendants attach to its content area.
    private static func isEdge(_ attribute: LayoutAttribute) -> Bool {
        switch attribute {
        case .centerX, .centerY, .width, .height, .notAnAttribute: return false
        default: return true
        }
    }
}
