/// Computing a compositional layout once per reload or size change: every item's frame,
/// group by group (O(items); scrolling then looks groups up by binary search).
extension CollectionViewCompositionalLayout {
    func computeSections() {
        sections = []
        contentHeight = 0
        contentWidth = 0
        guard let collectionView else { return }
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        let container = Size(
            width: max(0, bounds.width - inset.left - inset.right), height: max(0, bounds.height - inset.top - inset.bottom))
        contentWidth = container.width
        let environment = CollectionLayoutEnvironment(
            container: .init(contentSize: container), traitCollection: collectionView.traitCollection)
        var y = 0.0
        for s in 0..<collectionView.counts.count {
            var computed = CompositionalSection()
            computed.start = y
            let count = collectionView.counts[s]
            computed.frames = Array(repeating: .zero, count: count)
            guard let section = provider(s, environment) else {
                if count > 0 {
                    collectionView.reportMisuse("the section provider gave no section for section \(s), which has \(count) items")
                }
                computed.end = y
                computed.itemsStart = y
                computed.itemsEnd = y
                sections.append(computed)
                continue
            }
            let insets = section.contentInsets
            let width = max(0, container.width - insets.leading - insets.trailing)
            let area = Size(width: width, height: container.height)
            for item in section.boundarySupplementaryItems
            where item.alignment == .top || item.alignment == .topLeading || item.alignment == .topTrailing {
                let size = item.layoutSize.resolve(in: area)
                computed.boundary.append(
                    CompositionalBoundary(
                        kind: item.elementKind, frame: Rect(x: insets.leading, y: y, width: size.width, height: size.height),
                        pinned: item.pinToVisibleBounds, isHeader: true, zIndex: item.zIndex))
                y += size.height
            }
            y += insets.top
            computed.itemsStart = y
            let group = section.group
            var first = 0
            var x = insets.leading
            let orthogonal = section.orthogonalScrollingBehavior != .none
            var rowHeight = 0.0
            while first < count {
                var size = group.layoutSize.resolve(in: area)
                var frames = GroupPlacer.place(group, in: Rect(x: x, y: y, width: size.width, height: size.height), overrides: [:]).frames
                guard !frames.isEmpty else {
                    collectionView.reportMisuse("the group of section \(s) holds no item; its items are left out")
                    break
                }
                let itemCount = min(frames.count, count - first)
                // Estimated heights: measure those leaves at their width, then place again.
                var overrides: [Int: Double] = [:]
                for (leaf, info) in frames.enumerated() where leaf < itemCount && info.estimated {
                    let measured = collectionView.measureItem(
                        at: IndexPath(item: first + leaf, section: s), estimate: info.cell.size, fixedWidth: info.cell.width)
                    overrides[leaf] = measured.height + info.verticalInsets
                }
                if !overrides.isEmpty {
                    let placed = GroupPlacer.place(
                        group, in: Rect(x: x, y: y, width: size.width, height: size.height), overrides: overrides)
                    if group.layoutSize.heightDimension.isEstimated { size.height = placed.height }
                    frames =
                        GroupPlacer.place(group, in: Rect(x: x, y: y, width: size.width, height: size.height), overrides: overrides).frames
                }
                for leaf in 0..<itemCount { computed.frames[first + leaf] = frames[leaf].cell }
                if orthogonal {
                    rowHeight = max(rowHeight, size.height)
                    x += size.width + section.interGroupSpacing
                } else {
                    computed.groups.append(CompositionalGroupSpan(firstItem: first, itemCount: itemCount, start: y, end: y + size.height))
                    y += size.height
                    if first + itemCount < count { y += section.interGroupSpacing }
                }
                first += itemCount
            }
            if orthogonal {
                if count > 0 {
                    computed.groups.append(CompositionalGroupSpan(firstItem: 0, itemCount: count, start: y, end: y + rowHeight))
                }
                y += rowHeight
            }
            computed.itemsEnd = y
            y += insets.bottom
            for item in section.boundarySupplementaryItems
            where item.alignment == .bottom || item.alignment == .bottomLeading || item.alignment == .bottomTrailing {
                let size = item.layoutSize.resolve(in: area)
                computed.boundary.append(
                    CompositionalBoundary(
                        kind: item.elementKind, frame: Rect(x: insets.leading, y: y, width: size.width, height: size.height),
                        pinned: item.pinToVisibleBounds, isHeader: false, zIndex: item.zIndex))
                y += size.height
            }
            computed.end = y
            sections.append(computed)
        }
        contentHeight = y
    }
}

/// Places a group's leaves inside a frame (left-to-right coordinates).
enum GroupPlacer {
    /// One leaf: its cell frame (its slot less its insets), whether its height is estimated,
    /// and its insets' vertical total.
    struct Leaf {
        var cell: Rect
        var estimated: Bool
        var verticalInsets: Double
    }

    /// The leaves of `group` placed in `frame`, and the height the group needs (the tallest
    /// leaf of a horizontal group, the sum of a vertical group's, with spacing). `overrides`
    /// gives measured slot heights by leaf index (depth first).
    static func place(_ group: CollectionLayoutGroup, in frame: Rect, overrides: [Int: Double]) -> (frames: [Leaf], height: Double) {
        var leaves: [Leaf] = []
        let height = place(group, in: frame, overrides: overrides, into: &leaves)
        return (leaves, height)
    }

    private static func place(_ group: CollectionLayoutGroup, in frame: Rect, overrides: [Int: Double], into leaves: inout [Leaf]) -> Double
    {
        let spacing = group.interItemSpacing?.spacing ?? 0
        let horizontal = group.axis == .horizontal
        let extent = horizontal ? frame.width : frame.height
        // The subitems and their sizes. A repeating subitem takes `count` equal shares; other
        // subitems repeat, in order, while the next still fits along the axis (as UIKit fills
        // a group), at least once each.
        var subitems: [CollectionLayoutItem] = []
        var sizes: [Size] = []
        if let count = group.repeatCount, let sub = group.subitems.first {
            let share = (extent - Double(count - 1) * spacing) / Double(count)
            for _ in 0..<count {
                var size = sub.layoutSize.resolve(in: frame.size)
                if horizontal { size.width = share } else { size.height = share }
                subitems.append(sub)
                sizes.append(size)
            }
        } else if !group.subitems.isEmpty {
            var used = 0.0, index = 0
            while true {
                let sub = group.subitems[index % group.subitems.count]
                let size = sub.layoutSize.resolve(in: frame.size)
                let step = horizontal ? size.width : size.height
                let next = subitems.isEmpty ? step : used + spacing + step
                if index >= group.subitems.count && (next > extent + 1e-9 || step <= 0) { break }
                subitems.append(sub)
                sizes.append(size)
                used = next
                index += 1
                if index > 10_000 { break }  // a guard against zero-size subitems
            }
        }
        let n = subitems.count
        var gap = spacing
        if let s = group.interItemSpacing, s.isFlexibleSpacing, n > 1 {
            let total = sizes.reduce(0) { $0 + (horizontal ? $1.width : $1.height) }
            gap = max(s.spacing, (extent - total) / Double(n - 1))
        }
        var cursor = horizontal ? frame.minX : frame.minY
        var needed = 0.0
        for (i, sub) in subitems.enumerated() {
            var size = sizes[i]
            if !(sub is CollectionLayoutGroup), sub.layoutSize.heightDimension.isEstimated, let measured = overrides[leaves.count] {
                size.height = measured
            }
            let slot = Rect(
                x: horizontal ? cursor : frame.minX, y: horizontal ? frame.minY : cursor, width: size.width, height: size.height)
            if let inner = sub as? CollectionLayoutGroup {
                let innerHeight = place(inner, in: slot, overrides: overrides, into: &leaves)
                needed = horizontal ? max(needed, innerHeight) : needed + innerHeight
            } else {
                let insets = sub.contentInsets
                let cell = Rect(
                    x: slot.minX + insets.leading, y: slot.minY + insets.top,
                    width: max(0, slot.width - insets.leading - insets.trailing), height: max(0, slot.height - insets.top - insets.bottom))
                leaves.append(
                    Leaf(cell: cell, estimated: sub.layoutSize.heightDimension.isEstimated, verticalInsets: insets.top + insets.bottom))
                needed = horizontal ? max(needed, slot.height) : needed + slot.height
            }
            cursor += (horizontal ? size.width : size.height) + gap
        }
        if !horizontal && n > 1 { needed += Double(n - 1) * gap }
        return needed
    }
}
