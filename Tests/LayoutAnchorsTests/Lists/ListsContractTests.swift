import LayoutAnchors
import XCTest

/// The part-2 list names of shared/API.md, used as written (this file failing to compile is a
/// break of the contract), with their documented defaults.
final class ListsContractTests: XCTestCase {
    func testTableSurface() {
        let plain = TableView(), grouped = TableView(style: .grouped), framed = TableView(frame: .zero)
        let inset = TableView(frame: .zero, style: .insetGrouped)
        XCTAssertEqual(plain.style, .plain)
        XCTAssertEqual(grouped.style, .grouped)
        XCTAssertEqual(framed.style, .plain)
        XCTAssertEqual(inset.style, .insetGrouped)
        XCTAssertEqual(plain.rowHeight, TableView.automaticDimension)
        XCTAssertEqual(plain.estimatedRowHeight, TableView.automaticDimension)
        XCTAssertEqual(plain.sectionHeaderHeight, TableView.automaticDimension)
        XCTAssertEqual(plain.sectionFooterHeight, TableView.automaticDimension)
        XCTAssertEqual(plain.sectionHeaderTopPadding, 0)
        XCTAssertEqual(plain.separatorStyle, .singleLine)
        XCTAssertTrue(plain.insetsContentViewsToSafeArea)
        XCTAssertNil(plain.tableHeaderView)
        XCTAssertNil(plain.indexPathsForVisibleRows)
        let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]
        let animations: [TableView.RowAnimation] = [.none, .automatic, .fade]
        XCTAssertEqual(positions.count + animations.count, 7)
        let cell = TableViewCell(reuseIdentifier: "a"), bare = TableViewCell(frame: .zero)
        XCTAssertEqual(cell.reuseIdentifier, "a")
        XCTAssertNil(bare.reuseIdentifier)
        XCTAssertTrue(cell.contentView.superview === cell)
        let path = IndexPath(row: 2, section: 1)
        XCTAssertEqual(path.item, 2)
        XCTAssertEqual(IndexPath(item: 2, section: 1), path)
        XCTAssertLessThan(IndexPath(row: 9, section: 0), path)
    }

    func testCollectionSurface() {
        let flow = CollectionViewFlowLayout()
        XCTAssertEqual(flow.scrollDirection, .vertical)
        XCTAssertEqual(flow.itemSize, Size(width: 50, height: 50))
        XCTAssertEqual(flow.estimatedItemSize, .zero)
        XCTAssertEqual(flow.minimumLineSpacing, 10)
        XCTAssertEqual(flow.minimumInteritemSpacing, 10)
        XCTAssertEqual(flow.sectionInsetReference, .fromContentInset)
        XCTAssertFalse(flow.sectionHeadersPinToVisibleBounds)
        let c = CollectionView(collectionViewLayout: flow)
        XCTAssertTrue(c.collectionViewLayout === flow)
        XCTAssertTrue(flow.collectionView === c)
        XCTAssertNotEqual(CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter)
        let position: CollectionView.ScrollPosition = [.top, .left]
        XCTAssertTrue(position.contains(.top))
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        attributes.zIndex = 2
        XCTAssertEqual(attributes.indexPath, IndexPath(item: 0, section: 0))
        XCTAssertEqual(CollectionViewLayout().collectionViewContentSize, .zero)
        let view = CollectionReusableView(frame: .zero), cell = CollectionViewCell(frame: .zero)
        view.prepareForReuse()
        XCTAssertTrue(cell.contentView.superview === cell)
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44))
        XCTAssertTrue(size.widthDimension.isFractionalWidth && size.heightDimension.isEstimated)
        let item = CollectionLayoutItem(layoutSize: size)
        let group = CollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: item, count: 2)
        group.interItemSpacing = .flexible(4)
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "h", alignment: .top)
        ]
        _ = CollectionViewCompositionalLayout(section: section)
        _ = CollectionViewCompositionalLayout { _, environment in environment.container.contentSize.width > 0 ? section : nil }
    }
}
