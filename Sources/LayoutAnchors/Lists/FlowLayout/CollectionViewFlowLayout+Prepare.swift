/// Computing a flow layout: every item's frame, line by line, once per reload or size change
/// (O(items)); scrolling then only looks lines up (O(log lines) plus what is visible).
extension CollectionViewFlowLayout {
    /// Computes every section (from `prepare()`).
    func computeSections() {
        sections = []
        mainExtent = 0
        crossExtent = 0
        guard let collectionView else { return }
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let bounds = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        // Across the scroll axis the content is the bounds less the adjusted content inset;
        // the section inset reference may take the safe area or the margins off as well.
        var crossStartInset = 0.0, crossEndInset = 0.0
        switch sectionInsetReference {
        case .fromContentInset: break
        case .fromSafeArea:
            let safe = collectionView.safeAreaInsets
            (crossStartInset, crossEndInset) =
                isVertical ? (safe.left - inset.left, safe.right - inset.right) : (safe.top - inset.top, safe.bottom - inset.bottom)
        case .fromLayoutMargins:
            let margins = collectionView.layoutMargins
            (crossStartInset, crossEndInset) =
                isVertical
                ? (margins.left - inset.left, margins.right - inset.right) : (margins.top - inset.top, margins.bottom - inset.bottom)
        }
        crossStartInset = max(0, crossStartInset)
        crossEndInset = max(0, crossEndInset)
        crossExtent = max(0, isVertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
        let selfSizing = estimatedItemSize != .zero
        let estimate = estimatedItemSize == CollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
        var position = 0.0
        for s in 0..<collectionView.counts.count {
            var section = FlowSection()
            section.start = position
            let sectionInset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: s) ?? self.sectionInset
            // (top, leading-cross, bottom, trailing-cross) in the vertical frame of reference.
            let (mainBefore, crossBefore, mainAfter, crossAfter) =
                isVertical
                ? (sectionInset.top, sectionInset.left, sectionInset.bottom, sectionInset.right)
                : (sectionInset.left, sectionInset.top, sectionInset.right, sectionInset.bottom)
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let headerSize =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footerSize =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let headerExtent = max(0, isVertical ? headerSize.height : headerSize.width)
            section.header = Rect(x: 0, y: position, width: crossExtent, height: headerExtent)
            position += headerExtent + mainBefore
            let lineStartCross = crossStartInset + crossBefore
            let available = max(0, crossExtent - crossStartInset - crossEndInset - crossBefore - crossAfter)
            // Item sizes in the vertical frame of reference (width across, height along).
            let count = collectionView.counts[s]
            var sizes: [Size] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: s)
                var size: Size
                if selfSizing {
                    size = collectionView.measureItem(at: indexPath, estimate: estimate)
                } else {
                    size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                }
                if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                    collectionView.reportMisuse("the size of item \(indexPath) is \(size), which is not valid; 0 x 0 is used")
                    size = .zero
                }
                sizes.append(isVertical ? size : Size(width: size.height, height: size.width))
            }
            section.frames = Array(repeating: .zero, count: count)
            var item = 0
            while item < count {
                // Fill a line: at least one item, then while the next fits with the spacing.
                var used = sizes[item].width, end = item + 1
                while end < count && used + itemSpacing + sizes[end].width <= available + 1e-9 {
                    used += itemSpacing + sizes[end].width
                    end += 1
                }
                let n = end - item
                let lineExtent = sizes[item..<end].map(\.height).max() ?? 0
                let isLast = end == count
                let gap = (n > 1 && !isLast) ? (available - (used - Double(n - 1) * itemSpacing)) / Double(n - 1) : itemSpacing
                var cross = lineStartCross
                for i in item..<end {
                    let size = sizes[i]
                    section.frames[i] = Rect(x: cross, y: position + (lineExtent - size.height) / 2, width: size.width, height: size.height)
                    cross += size.width + gap
                }
                section.lines.append(FlowLine(firstItem: item, itemCount: n, start: position, end: position + lineExtent))
                position += lineExtent
                item = end
                if item < count { position += lineSpacing }
            }
            position += mainAfter
            section.itemsEnd = position
            let footerExtent = max(0, isVertical ? footerSize.height : footerSize.width)
            section.footer = Rect(x: 0, y: position, width: crossExtent, height: footerExtent)
            position += footerExtent
            section.end = position
            sections.append(section)
        }
        mainExtent = position
    }
}
