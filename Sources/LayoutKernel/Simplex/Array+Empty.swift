extension Array {
    /// Empties the array, keeping its buffer. A short list is emptied from the end:
    /// `removeAll(keepingCapacity:)` goes through the generic `replaceSubrange`, which is not
    /// inlined, where the work lists of one `updateVariables` hold a handful of entries.
    @inline(__always) mutating func empty() {
        if count <= 8 {
            while !isEmpty { removeLast() }
        } else {
            removeAll(keepingCapacity: true)
        }
    }
}
