/// Sections made of groups of items: the counterpart of UIKit's
/// `UICollectionViewCompositionalLayout` (vertical scrolling).
///
/// Each section repeats its group down the collection view until the section's items run
/// out, `interGroupSpacing` apart, inside `contentInsets`; an orthogonal section lays its
/// groups out in one row instead, scrolling across on its own. Fractional dimensions are
/// fractions of the container: the section's content area for a group, the group for an
/// item; estimated ones are measured like self-sizing cells (at the item's width).
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    let provider: (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    /// Every section laid out the same way.
    public init(section: CollectionLayoutSection) {
        provider = { _, _ in section }
        super.init()
    }

    /// Each section from a provider, given the section index and the environment.
    public init(sectionProvider: @escaping (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?) {
        provider = sectionProvider
        super.init()
    }

    var sections: [CompositionalSection] = []
    var contentHeight = 0.0, contentWidth = 0.0

    open override var collectionViewContentSize: Size { Size(width: contentWidth, height: contentHeight) }

    open override func prepare() {
        super.prepare()
        computeSections()
    }

    // MARK: Queries

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        guard let collectionView else { return [] }
        var result: [CollectionViewLayoutAttributes] = []
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].end <= rect.minY { low = mid + 1 } else { high = mid }
        }
        var s = low
        while s < sections.count && sections[s].start < rect.maxY {
            let section = sections[s]
            for index in section.boundary.indices {
                let attributes = boundaryAttributes(s, index, in: collectionView)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            var a = 0, b = section.groups.count
            while a < b {
                let mid = (a + b) / 2
                if section.groups[mid].end <= rect.minY { a = mid + 1 } else { b = mid }
            }
            var g = a
            while g < section.groups.count && section.groups[g].start < rect.maxY {
                let group = section.groups[g]
                for item in group.firstItem..<(group.firstItem + group.itemCount) {
                    let frame = outward(section.frames[item])
                    guard frame.intersects(rect) else { continue }
                    let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: s))
                    attributes.frame = frame
                    result.append(attributes)
                }
                g += 1
            }
            s += 1
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section >= 0 && indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].frames.count
        else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = outward(sections[indexPath.section].frames[indexPath.item])
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard let collectionView, indexPath.section >= 0 && indexPath.section < sections.count,
            let index = sections[indexPath.section].boundary.firstIndex(where: { $0.kind == elementKind })
        else { return nil }
        return boundaryAttributes(indexPath.section, index, in: collectionView)
    }

    /// A boundary item's attributes; a pinned one sticks to the visible area's top (bounds
    /// plus adjusted inset) while its section is on screen, never leaving the section.
    private func boundaryAttributes(_ s: Int, _ index: Int, in collectionView: CollectionView) -> CollectionViewLayoutAttributes {
        let item = sections[s].boundary[index]
        var frame = item.frame
        if item.pinned {
            let visibleTop = collectionView.bounds.minY + collectionView.adjustedContentInset.top
            if item.isHeader {
                frame.origin.y = min(max(frame.minY, visibleTop), sections[s].itemsEnd - frame.height)
            } else {
                let visibleBottom = collectionView.bounds.maxY - collectionView.adjustedContentInset.bottom
                frame.origin.y = max(min(frame.minY, visibleBottom - frame.height), sections[s].itemsStart)
            }
        }
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.kind, with: IndexPath(item: 0, section: s))
        attributes.frame = outward(frame)
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// A frame handed out: mirrored across the content's width in a right-to-left layout.
    func outward(_ frame: Rect) -> Rect {
        guard collectionView?.effectiveLayoutDirection == .rightToLeft else { return frame }
        var result = frame
        result.origin.x = contentWidth - frame.maxX
        return result
    }
}

/// One computed section of a compositional layout (left-to-right coordinates).
struct CompositionalSection {
    var start = 0.0, end = 0.0
    /// Where the groups start and end (between the boundary items and insets).
    var itemsStart = 0.0, itemsEnd = 0.0
    var frames: [Rect] = []
    var groups: [CompositionalGroupSpan] = []
    var boundary: [CompositionalBoundary] = []
}

/// The vertical span of one group instance (an orthogonal section has one span for all).
struct CompositionalGroupSpan {
    var firstItem: Int
    var itemCount: Int
    var start: Double
    var end: Double
}

/// A computed boundary supplementary item.
struct CompositionalBoundary {
    var kind: String
    var frame: Rect
    var pinned: Bool
    var isHeader: Bool
    var zIndex: Int
}
