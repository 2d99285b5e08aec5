import LayoutAnchors
import XCTest

/// A cell with a label pinned 8 points inside its content view.
final class TagCell: CollectionViewCell {
    let label = Label()
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    required init(frame: Rect) {
        super.init(frame: frame)
        TagCell.made += 1
        if TagCellFont.body { label.font = .preferred(.body) }
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Items per section with texts; headers and footers from registered views.
final class ItemsModel: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var sections: [[String]]
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        (cell as? TagCell)?.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableView
    {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "box", for: indexPath)
    }
}

func makeCollection(
    size: Size = Size(width: 320, height: 480), direction: LayoutDirection = .leftToRight, model: ItemsModel,
    configure: (CollectionViewFlowLayout) -> Void = { _ in }
) -> (Window, CollectionView) {
    let window = Window(size: size, layoutDirection: direction)
    let layout = CollectionViewFlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    configure(layout)
    let collection = CollectionView(frame: Rect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
        collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "box")
    }
    collection.delegate = model
    collection.dataSource = model
    window.addSubview(collection)
    window.layoutIfNeeded()
    return (window, collection)
}

final class FlowLayoutTests: XCTestCase {
    private func frame(_ c: CollectionView, _ item: Int, _ section: Int = 0) -> Rect? {
        c.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func testGridOnTwoDevicesBothDirections() {
        // 10 items of 100 x 100, spacing 10 / 10, no insets.
        // 320 wide: 3 a line (300 + 2 x 10 = 320 fits; 4 need 430); a full line spreads the
        //   20 left over: gaps of 10, x = 0, 110, 220. Lines at y = 110 k; the last line (item
        //   9) starts at the leading edge. Height 4 x 100 + 3 x 10 = 430.
        // 390 wide: still 3 a line (4 need 430 > 390); gaps (390 - 300) / 2 = 45: x = 0, 145,
        //   290; item 9 at 0.
        // Right to left mirrors x across the width: x' = width - x - 100.
        let model = ItemsModel([texts(10)])
        for (width, xs) in [(320.0, [0.0, 110, 220]), (390, [0, 145, 290])] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let (window, c) = makeCollection(size: Size(width: width, height: 480), direction: direction, model: model)
                XCTAssertTrue(c.window === window)  // the window (and its direction) stays
                let label = "\(width) \(direction)"
                XCTAssertEqual(c.contentSize, Size(width: width, height: 430), label)
                for item in 0..<10 {
                    var x = item == 9 ? 0 : xs[item % 3]
                    if direction == .rightToLeft { x = width - x - 100 }
                    XCTAssertEqual(frame(c, item), Rect(x: x, y: Double(item / 3) * 110, width: 100, height: 100), "\(label) \(item)")
                }
                // Every item meets 0..<480 (the content is 430 high): all realised, with frames.
                XCTAssertEqual(c.indexPathsForVisibleItems.count, 10, label)
                XCTAssertEqual(c.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, frame(c, 4), label)
            }
        }
    }

    func testSectionInsetsAndTheLastLine() {
        // Insets 5 / 15 / 5 / 15 on 320: 290 across; 2 a line (3 need 320); a full line
        // spreads 90: x = 15, 15 + 100 + 90 = 205. The last line (items 8, 9) keeps the 10
        // spacing: x = 15, 125. y = 5 + 110 k; height 5 + 5 x 100 + 4 x 10 + 5 = 550.
        let model = ItemsModel([texts(10)])
        let (_, c) = makeCollection(model: model) { $0.sectionInset = EdgeInsets(top: 5, left: 15, bottom: 5, right: 15) }
        XCTAssertEqual(c.contentSize.height, 550)
        XCTAssertEqual(frame(c, 0), Rect(x: 15, y: 5, width: 100, height: 100))
        XCTAssertEqual(frame(c, 1), Rect(x: 205, y: 5, width: 100, height: 100))
        XCTAssertEqual(frame(c, 8), Rect(x: 15, y: 445, width: 100, height: 100))
        XCTAssertEqual(frame(c, 9), Rect(x: 125, y: 445, width: 100, height: 100))
    }

    func testHorizontalColumns() {
        // 320 x 240, items 100 x 100: 2 a column (210 <= 240; 3 need 320); a full column
        // spreads 40: y = 0, 140. Columns at x = 110 k: items (0, 1), (2, 3), (4); item 4 (the
        // last column) at y 0. Content 3 x 100 + 2 x 10 = 320 wide, 240 high. Right to left
        // mirrors across the content's width: column 0 at 220.
        let model = ItemsModel([texts(5)])
        let (_, c) = makeCollection(size: Size(width: 320, height: 240), model: model) { $0.scrollDirection = .horizontal }
        XCTAssertEqual(c.contentSize, Size(width: 320, height: 240))
        XCTAssertEqual(frame(c, 1), Rect(x: 0, y: 140, width: 100, height: 100))
        XCTAssertEqual(frame(c, 3), Rect(x: 110, y: 140, width: 100, height: 100))
        XCTAssertEqual(frame(c, 4), Rect(x: 220, y: 0, width: 100, height: 100))
        let (window, rtl) = makeCollection(size: Size(width: 320, height: 240), direction: .rightToLeft, model: model) {
            $0.scrollDirection = .horizontal
        }
        XCTAssertTrue(rtl.window === window)
        XCTAssertEqual(frame(rtl, 0), Rect(x: 220, y: 0, width: 100, height: 100))
        XCTAssertEqual(frame(rtl, 4), Rect(x: 0, y: 0, width: 100, height: 100))
    }

    func testHeadersFootersAndPinning() {
        // Two sections of 10 items, header 40, footer 20 on 320 x 480:
        //   section 0: header 0...40, lines 40 + 110 k (4 lines, to 470), footer 470...490;
        //   section 1: header 490...530, items from 530, to 960, footer 960...980.
        let model = ItemsModel([texts(10), texts(10)])
        let (window, c) = makeCollection(model: model) {
            $0.headerReferenceSize = Size(width: 0, height: 40)
            $0.footerReferenceSize = Size(width: 0, height: 20)
        }
        let header1 = IndexPath(item: 0, section: 1)
        XCTAssertEqual(c.contentSize.height, 980)
        XCTAssertEqual(frame(c, 0, 1), Rect(x: 0, y: 530, width: 100, height: 100))
        XCTAssertEqual(
            c.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, at: header1)?
                .frame,
            Rect(x: 0, y: 960, width: 320, height: 20))
        XCTAssertEqual(
            c.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
            Rect(x: 0, y: 0, width: 320, height: 40))
        // Pinned: at offset 200 section 0's header sticks at 200; at 450 it stops at the end of
        // its items (470) less its height: 430.
        (c.collectionViewLayout as? CollectionViewFlowLayout)?.sectionHeadersPinToVisibleBounds = true
        let header0 = IndexPath(item: 0, section: 0)
        for (offset, y) in [(200.0, 200.0), (450, 430)] {
            c.contentOffset = Point(x: 0, y: offset)
            window.layoutIfNeeded()
            XCTAssertEqual(
                c.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: header0)?.frame,
                Rect(x: 0, y: y, width: 320, height: 40), "offset \(offset)")
        }
    }

    func testSelfSizingItems() {
        // automaticSize: each cell's content view fitted at the estimate (itemSize 50 x 50),
        // both axes at the fitting-size level: a 17-point label inset 8. "Hi": 2 x 8.5 + 16 =
        // 33 wide, 20.4 + 16 = 36.4 -> 36.5 high; "Hello": 42.5 + 16 = 58.5 wide. One line, the
        // last: x = 0, 33 + 10 = 43.
        let model = ItemsModel([["Hi", "Hello"]])
        let (_, c) = makeCollection(model: model) {
            $0.itemSize = Size(width: 50, height: 50)
            $0.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        }
        XCTAssertEqual(frame(c, 0), Rect(x: 0, y: 0, width: 33, height: 36.5))
        XCTAssertEqual(frame(c, 1), Rect(x: 43, y: 0, width: 58.5, height: 36.5))
        XCTAssertTrue(c.layoutIssues.isEmpty, "\(c.layoutIssues)")
    }

    func testScrollingAGridReusesCells() {
        // 600 items, 3 a line at y = 110 k (200 lines). A 480-high window meets at most 6
        // lines (18 items: e.g. at 960, lines 8...13, 880...1540): at most 18 + 2 cells may
        // ever be made.
        TagCell.made = 0
        let model = ItemsModel([texts(600)])
        let (window, c) = makeCollection(model: model)
        var offset = 0.0
        while offset + 480 < c.contentSize.height {
            offset += 480
            c.contentOffset = Point(x: 0, y: offset)
            window.layoutIfNeeded()
            // Lines k with 110 k < offset + 480 and 110 k + 100 > offset.
            let lines = (0..<200).filter { Double($0) * 110 < offset + 480 && Double($0) * 110 + 100 > offset }
            let expected = lines.flatMap { k in (0..<3).map { IndexPath(item: 3 * k + $0, section: 0) } }
            XCTAssertEqual(c.indexPathsForVisibleItems, expected, "offset \(offset)")
        }
        XCTAssertLessThanOrEqual(TagCell.made, 20)
        XCTAssertGreaterThan((c.visibleCells.first as? TagCell)?.reuses ?? 0, 0)
        XCTAssertEqual((c.visibleCells.first as? TagCell)?.label.text, "row \(c.indexPathsForVisibleItems.first?.item ?? -1)")
    }

    func testEditsAndMisuse() {
        let model = ItemsModel([texts(4)])
        let (window, c) = makeCollection(model: model)
        model.sections[0].append("new")
        c.insertItems(at: [IndexPath(item: 4, section: 0)])
        window.layoutIfNeeded()
        // Item 4 on the second line's middle: 3 a line, x 110, y 110; the last line now holds
        // items 3 and 4 at the leading edge: 0 and 110.
        XCTAssertEqual(c.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, Rect(x: 110, y: 110, width: 100, height: 100))
        XCTAssertTrue(c.layoutIssues.isEmpty)
        // An update that does not match the data source: an issue, and a reload.
        LayoutIssue.withLoggingDisabled {
            c.deleteItems(at: [IndexPath(item: 0, section: 0)])
            window.layoutIfNeeded()
            XCTAssertNil(c.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)))
        }
        XCTAssertEqual(c.layoutIssues.filter { $0.description.contains("invalid update") }.count, 1)
        XCTAssertEqual(c.layoutIssues.filter { $0.description.contains("out of range") }.count, 1)
        XCTAssertEqual(c.indexPathsForVisibleItems.count, 5)
    }
}

final class FlowLayoutMoreTests: XCTestCase {
    /// Sizes from the delegate: items of different heights in a line are centred across it.
    final class Sized: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        }
        func collectionView(
            _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
        )
            -> Size
        {
            [Size(width: 100, height: 40), Size(width: 100, height: 80), Size(width: 200, height: 60)][indexPath.item]
        }
    }

    func testDelegateSizesCentreItemsInTheirLine() {
        // 320 wide: items 0 and 1 make a line (100 + 10 + 100 = 210; + 10 + 200 > 320), 80
        // high (the taller); item 0 (40) is centred: y = (80 - 40) / 2 = 20. The full line
        // spreads 320 - 200 = 120: x = 0, 220. Item 2 alone on the last line at y 80 + 10.
        let model = Sized()
        let window = Window(size: Size(width: 320, height: 480))
        let c = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewFlowLayout())
        c.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        c.delegate = model
        c.dataSource = model
        window.addSubview(c)
        window.layoutIfNeeded()
        XCTAssertEqual(c.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, Rect(x: 0, y: 20, width: 100, height: 40))
        XCTAssertEqual(c.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, Rect(x: 220, y: 0, width: 100, height: 80))
        XCTAssertEqual(c.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, Rect(x: 0, y: 90, width: 200, height: 60))
        XCTAssertEqual(c.contentSize, Size(width: 320, height: 150))
    }

    func testSelfSizingAtTwoTextSizes() {
        // A body-style label inset 8, fitted at the 50 x 50 estimate: "Hello" is 5 characters.
        // .large (17 pt): 42.5 + 16 = 58.5 wide, 20.4 + 16 = 36.4 -> 36.5 high.
        // .accessibilityExtraLarge (40 pt): 100 + 16 = 116 wide, 48 + 16 = 64 high.
        for (category, size) in [
            (ContentSizeCategory.large, Size(width: 58.5, height: 36.5)), (.accessibilityExtraLarge, Size(width: 116, height: 64)),
        ] {
            final class BodyModel: CollectionViewDataSource {
                func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
                func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
                    (cell as? TagCell)?.label.font = .preferred(.body)
                    (cell as? TagCell)?.label.text = "Hello"
                    return cell
                }
            }
            let model = BodyModel()
            let window = Window(size: Size(width: 320, height: 480), contentSizeCategory: category)
            let layout = CollectionViewFlowLayout()
            layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
            let c = CollectionView(frame: window.bounds, collectionViewLayout: layout)
            c.register(TagCell.self, forCellWithReuseIdentifier: "tag")
            c.dataSource = model
            window.addSubview(c)
            window.layoutIfNeeded()
            XCTAssertEqual(c.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, Rect(origin: .zero, size: size), "\(category)")
        }
    }

    func testFreedCollectionLeaksNothing() {
        weak var weakCollection: CollectionView?
        weak var weakCell: CollectionViewCell?
        let model = ItemsModel([texts(100)])
        do {
            let (window, c) = makeCollection(model: model)
            c.contentOffset = Point(x: 0, y: 500)
            window.layoutIfNeeded()
            weakCollection = c
            weakCell = c.visibleCells.first
        }
        XCTAssertNil(weakCollection)
        XCTAssertNil(weakCell)
    }
}

final class CollectionUntoldChangeTests: XCTestCase {
    func testUntoldCountChangeReloads() {
        // 5 items, then 2 removed without telling: an issue; the next layout shows 3 items.
        let model = ItemsModel([texts(5)])
        let (window, c) = makeCollection(model: model)
        model.sections[0].removeLast(2)
        c.setNeedsLayout()
        LayoutIssue.withLoggingDisabled { window.layoutIfNeeded() }
        XCTAssertEqual(c.indexPathsForVisibleItems.count, 3)
        XCTAssertEqual(c.layoutIssues.filter { $0.description.contains("counts changed") }.count, 1)
        // 3 a line: one line, 100 high.
        XCTAssertEqual(c.contentSize.height, 100)
    }
}

final class FlowHorizontalHeaderTests: XCTestCase {
    func testHorizontalHeadersPin() {
        // Horizontal, 320 x 240, items 100 x 100, headers 40 wide: section 0's header spans
        // x 0...40, its 10 items 5 columns from 40 (2 a column): columns at 40 + 110 k, to
        // 40 + 5 x 100 + 4 x 10 = 580; section 1's header at 580. Pinned, at offset x 200 the
        // header sticks at 200; at 560 it stops at 580 - 40 = 540.
        let model = ItemsModel([texts(10), texts(10)])
        let (window, c) = makeCollection(size: Size(width: 320, height: 240), model: model) {
            $0.scrollDirection = .horizontal
            $0.headerReferenceSize = Size(width: 40, height: 0)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        XCTAssertEqual(c.contentSize, Size(width: 1160, height: 240))
        XCTAssertEqual(c.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, Rect(x: 150, y: 0, width: 100, height: 100))
        let header = IndexPath(item: 0, section: 0)
        for (offset, x) in [(200.0, 200.0), (560, 540)] {
            c.contentOffset = Point(x: offset, y: 0)
            window.layoutIfNeeded()
            XCTAssertEqual(
                c.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: header)?.frame,
                Rect(x: x, y: 0, width: 40, height: 240), "offset \(offset)")
        }
    }
}

final class FlowFooterPinTests: XCTestCase {
    func testPinnedFooterSticksToTheBottom() {
        // Two sections of 10 items under a 40 header with a 20 footer (as in
        // testHeadersFootersAndPinning): section 0's footer sits at 470...490. Pinned, at offset
        // 0 (visible 0...480) it sticks at 480 - 20 = 460; at offset 100 its own place (470)
        // is above 580 - 20, so it stays at 470.
        let model = ItemsModel([texts(10), texts(10)])
        let (window, c) = makeCollection(model: model) {
            $0.headerReferenceSize = Size(width: 0, height: 40)
            $0.footerReferenceSize = Size(width: 0, height: 20)
            $0.sectionFootersPinToVisibleBounds = true
        }
        let footer = IndexPath(item: 0, section: 0)
        for (offset, y) in [(0.0, 460.0), (100, 470)] {
            c.contentOffset = Point(x: 0, y: offset)
            window.layoutIfNeeded()
            XCTAssertEqual(
                c.supplementaryView(forElementKind: CollectionView.elementKindSectionFooter, at: footer)?.frame,
                Rect(x: 0, y: y, width: 320, height: 20), "offset \(offset)")
        }
    }
}
