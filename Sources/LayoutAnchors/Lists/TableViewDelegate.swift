/// What a `TableView` asks about sizes and tells about display: the counterpart of UIKit's
/// `UITableViewDelegate`. Set it as the table's `delegate` (the table reads
/// `delegate as? TableViewDelegate`). Every method has a default that reads the table's
/// properties, as UIKit's does when the method is not implemented.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row's height; `TableView.automaticDimension` measures the cell. Default `rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// A row's height until it is measured; 0 measures every row at `reloadData()`.
    /// Default `estimatedRowHeight`.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
    /// The view shown above a section's rows. Default nil.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A section header's height; `automaticDimension` measures the header view (0 without
    /// one). Default `sectionHeaderHeight`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// The view shown below a section's rows. Default nil.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A section footer's height, as for headers. Default `sectionFooterHeight`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// Called before a cell is shown for a row. Default: nothing.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        tableView.rowHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        tableView.estimatedRowHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
}
