/// A constraint as the revised simplex takes it: `Σ coefficients[k] · x[variables[k]] + constant
/// (relation) 0` over external variables `0..<externalCount`, with a strength (required, or an
/// optional priority level with a weight).
struct RevisedRow {
    /// The external variables of the row's terms, parallel to `coefficients`, each at most once.
    var variables: [Int]
    /// The coefficients of the row's terms.
    var coefficients: [Double]
    /// The row's constant.
    var constant: Double
    /// How the row's expression compares with zero.
    var relation: Relation
    /// Required, or the optional level and weight its error is priced at.
    var strength: Strength
}
