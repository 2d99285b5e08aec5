/// A sparse vector of doubles: parallel lists of indices and values, in no particular order,
/// each index at most once. The input and output of the basis factorisation's sparse solves
/// (indices are rows or basis positions, as each call says), and the form of a basis column.
struct SparseVector: Equatable {
    /// The indices of the entries, parallel to `values`.
    var indices: [Int32] = []
    /// The values of the entries, parallel to `indices`.
    var values: [Double] = []

    init() {}

    init(indices: [Int32], values: [Double]) {
        precondition(indices.count == values.count, "indices and values differ in length")
        self.indices = indices
        self.values = values
    }

    /// How many entries the vector holds.
    var count: Int { indices.count }

    @inline(__always) mutating func append(_ index: Int32, _ value: Double) {
        indices.append(index)
        values.append(value)
    }

    /// Empties the vector, keeping its buffers for the next use.
    mutating func removeAll() {
        indices.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// The dense form of the vector, of length `length`; entries at a repeated index add up.
    func dense(length: Int) -> [Double] {
        var result = [Double](repeating: 0, count: length)
        for k in indices.indices { result[Int(indices[k])] += values[k] }
        return result
    }
}
