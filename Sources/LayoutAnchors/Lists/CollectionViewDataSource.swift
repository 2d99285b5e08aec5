/// What a `CollectionView` asks for its items: the counterpart of UIKit's
/// `UICollectionViewDataSource`. Held weakly by the collection view.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (default 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// A supplementary view (a section header or footer), usually from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. The default is a
    /// blank view (UIKit requires the method when the layout has supplementary views).
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
}

/// What a `CollectionView` tells about display: the counterpart of UIKit's
/// `UICollectionViewDelegate`. Set it as the collection view's `delegate`.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Called before a cell is shown for an item. Default: nothing.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
}
