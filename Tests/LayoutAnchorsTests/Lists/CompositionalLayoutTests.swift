import LayoutAnchors
import XCTest

final class CompositionalLayoutTests: XCTestCase {
    private func make(
        _ layout: CollectionViewCompositionalLayout, items: [[String]], size: Size = Size(width: 320, height: 480),
        direction: LayoutDirection = .leftToRight, category: ContentSizeCategory = .large, body: Bool = false
    ) -> (Window, CollectionView, ItemsModel) {
        let model = ItemsModel(items)
        let window = Window(size: size, layoutDirection: direction, contentSizeCategory: category)
        let c = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        c.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        c.register(CollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "box")
        c.dataSource = model
        window.addSubview(c)
        if body { TagCellFont.body = true }
        window.layoutIfNeeded()
        TagCellFont.body = false
        return (window, c, model)
    }

    private func frame(_ c: CollectionView, _ item: Int, _ section: Int = 0) -> Rect? {
        c.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func testGridOfFractionalItemsBothDirections() {
        // Items 1/3 of the group wide and its full height, inset 5; groups the section's full
        // width, 100 high; section insets 20 / 10 / 20 / 10, groups 10 apart; 320 wide.
        // Content width 300: slots of 100; a group holds 3. Item 0's slot (10, 20, 100, 100),
        // its cell inset 5: (15, 25, 90, 90); item 1 at x 115, item 2 at 215. Groups at
        // y = 20, 130, 240 (items 6 alone in the third). Height 20 + 300 + 20 + 20 = 360.
        // Right to left: x' = 320 - x - 90.
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 10, bottom: 20, trailing: 10)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (window, c, _) = make(CollectionViewCompositionalLayout(section: section), items: [texts(7)], direction: direction)
            XCTAssertTrue(c.window === window)
            XCTAssertEqual(c.contentSize, Size(width: 320, height: 360))
            for i in 0..<7 {
                var x = [15.0, 115, 215][i % 3]
                if direction == .rightToLeft { x = 320 - x - 90 }
                let expected = Rect(x: x, y: 25 + Double(i / 3) * 110, width: 90, height: 90)
                XCTAssertEqual(frame(c, i), expected, "\(direction) \(i)")
                XCTAssertEqual(c.cellForItem(at: IndexPath(item: i, section: 0))?.frame, expected, "\(direction) \(i)")
            }
        }
    }

    func testRepeatingAndFlexibleSpacing() {
        // Repeating 4 with fixed 8 on 300 (insets 10): shares (300 - 24) / 4 = 69: x = 10, 87,
        // 164, 241.
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(50)))
        let repeating = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), repeatingSubitem: item,
            count: 4)
        repeating.interItemSpacing = .fixed(8)
        let first = CollectionLayoutSection(group: repeating)
        first.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        // Flexible 10 with three 80-wide items (a fourth needs 350 > 300): 60 left, gaps of 30:
        // x = 10, 120, 230 (section 1 starts at y 50).
        let fixed = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(40)))
        let flexible = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [fixed])
        flexible.interItemSpacing = .flexible(10)
        let second = CollectionLayoutSection(group: flexible)
        second.contentInsets = first.contentInsets
        let layout = CollectionViewCompositionalLayout { index, environment in
            XCTAssertEqual(environment.container.contentSize, Size(width: 320, height: 480))
            return index == 0 ? first : second
        }
        let (window, c, _) = make(layout, items: [texts(4), texts(3)])
        _ = window
        XCTAssertEqual((0..<4).map { frame(c, $0)?.minX }, [10, 87, 164, 241])
        XCTAssertEqual(frame(c, 0)?.width, 69)
        XCTAssertEqual((0..<3).map { frame(c, $0, 1)?.minX }, [10, 120, 230])
        XCTAssertEqual(frame(c, 2, 1), Rect(x: 230, y: 50, width: 80, height: 40))
    }

    func testOrthogonalSectionKeepsTheContentWidth() {
        // Groups of 150 x 100, 10 apart from x = 10: 10, 170, 330, 490, 650. The content stays
        // 320 wide; items 0 (10...160) and 1 (170...320) meet the bounds, item 2 does not.
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let (window, c, _) = make(CollectionViewCompositionalLayout(section: section), items: [texts(5)])
        _ = window
        XCTAssertEqual(c.contentSize, Size(width: 320, height: 100))
        XCTAssertEqual((0..<5).map { frame(c, $0)?.minX }, [10, 170, 330, 490, 650])
        XCTAssertEqual(c.indexPathsForVisibleItems, [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }

    func testPinnedBoundaryHeader() {
        // Two sections of 20 rows of 50 under a 40 header: section 0 header 0...40, rows 40 +
        // 50 k to 1040; section 1 header at 1040. Pinned: at 500 the header sticks at 500; at
        // 1020 it stops at 1040 - 40 = 1000.
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header",
            alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let (window, c, _) = make(CollectionViewCompositionalLayout(section: section), items: [texts(20), texts(20)])
        XCTAssertEqual(c.contentSize.height, 2080)
        XCTAssertEqual(frame(c, 0, 1), Rect(x: 0, y: 1080, width: 320, height: 50))
        for (offset, y) in [(500.0, 500.0), (1020, 1000)] {
            c.contentOffset = Point(x: 0, y: offset)
            window.layoutIfNeeded()
            XCTAssertEqual(
                c.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame,
                Rect(x: 0, y: y, width: 320, height: 40))
        }
    }

    func testEstimatedHeightsAtTwoTextSizes() {
        // A list: items and groups the full width, estimated 44 high. A body label inset 8:
        // .large (17 pt): 20.4 + 16 = 36.4 -> 36.5; AX3 (40 pt): "row 0" is 5 characters,
        // 100 wide, one line of 48: 64. Rows follow each other: row 1 at 36.5 (or 64).
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        for (category, height) in [(ContentSizeCategory.large, 36.5), (.accessibilityExtraLarge, 64)] {
            let (window, c, _) = make(
                CollectionViewCompositionalLayout(section: section), items: [texts(3)], category: category, body: true)
            _ = window
            XCTAssertEqual(frame(c, 1), Rect(x: 0, y: height, width: 320, height: height), "\(category)")
            XCTAssertEqual(c.contentSize.height, 3 * height, "\(category)")
        }
    }
}

/// Lets a test give TagCells the body text style while a layout measures them.
enum TagCellFont {
    nonisolated(unsafe) static var body = false
}

final class CompositionalSpellingTests: XCTestCase {
    func testOldRepeatingSpellingEqualsTheNewOne() {
        // 3 copies across 320: shares of 320 / 3 each, no spacing; a vertical pair of 2 in
        // 100: 50 each.
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)))
        let size = CollectionLayoutSize(widthDimension: .absolute(320), heightDimension: .absolute(100))
        let old = CollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 3)
        let new = CollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 3)
        let pair = CollectionLayoutGroup.vertical(layoutSize: size, subitem: item, count: 2)
        for group in [old, new] {
            let model = ItemsModel([texts(3)])
            let window = Window(size: Size(width: 320, height: 480))
            let c = CollectionView(
                frame: window.bounds,
                collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
            c.register(TagCell.self, forCellWithReuseIdentifier: "tag")
            c.dataSource = model
            window.addSubview(c)
            window.layoutIfNeeded()
            XCTAssertEqual(
                c.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, Rect(x: 640.0 / 3, y: 0, width: 320.0 / 3, height: 1))
        }
        let model = ItemsModel([texts(2)])
        let window = Window(size: Size(width: 320, height: 480))
        let c = CollectionView(
            frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: pair)))
        c.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        c.dataSource = model
        window.addSubview(c)
        window.layoutIfNeeded()
        XCTAssertEqual(c.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, Rect(x: 0, y: 50, width: 1, height: 50))
    }
}
