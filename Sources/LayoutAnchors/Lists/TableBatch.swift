/// The edits of one update (a single call, or every call inside `performBatchUpdates`), in
/// UIKit's terms: deletes and reloads name rows and sections as they were before the update,
/// inserts name them as they are after it.
struct TableBatch {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty
    }

    /// Where an old index lands after `deleted` (old indices) go and `inserted` (new indices)
    /// arrive; nil when it was deleted.
    static func shifted(_ index: Int, deleted: Set<Int>, inserted: [Int]) -> Int? {
        if deleted.contains(index) { return nil }
        var result = index - deleted.filter { $0 < index }.count
        for i in inserted where i <= result { result += 1 }  // `inserted` ascending
        return result
    }
}
