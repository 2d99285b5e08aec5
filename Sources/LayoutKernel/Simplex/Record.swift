/// What a solver remembers of each constraint and edit variable it holds.
extension SolverCore {
    /// What the solver remembers of a constraint it holds: one compact record per constraint,
    /// a definition's or a tableau constraint's.
    ///
    /// 48 bytes, and the only place a constraint's bookkeeping lives: a separate marker table
    /// and a definition item holding the constraint again would take three appends and two
    /// retains an add. The plain values are read field by field (`marker(at:)`), which copies
    /// no reference, so the separate `Marker` table is not needed for the suggest path.
    /// A definition's `defined` and `definedCoefficient` share their storage with a tableau
    /// constraint's `other` and `otherCoefficient` (a record is one or the other: a tableau
    /// constraint has a marker, a definition none).
    struct Record {
        let constraint: Constraint
        /// The expression's terms by symbol, duplicates combined (none for a definition).
        let terms: [(symbol: Int32, coefficient: Double)]
        /// For a tableau constraint: the symbol that identifies its row (slack, plus-error or
        /// dummy), and its coefficient in the original row. -1 for a definition.
        var marker: Int32 = -1
        private var otherOrDefined: Int32 = -1
        var markerCoefficient = 0.0
        private var otherOrDefinedCoefficient = 0.0
        /// When it was added: conflict sets list constraints in this order. 32 bits (the
        /// record's size): `storeRecord` renumbers the live records before it would wrap.
        var sequence: UInt32 = 0
        /// Whether the constraint is required (its strength cannot cross between required
        /// and optional, so this never goes stale).
        var isRequired = false
        /// Whether a coefficient of the constraint lies outside 1e-6...1e6: the marker's cells
        /// in other rows may then have been cut as zero (below 1e-8), and a shift would miss
        /// them, so a constant change recomputes the constraint instead.
        var isExtreme = false
        /// Whether the marker is a required equality's dummy whose column was dropped from the
        /// rows (see SolverCore+RequiredEqualities.swift). `isExtreme` is then set too, so that a
        /// constant change recomputes the constraint instead of shifting through the column.
        var isStripped = false

        init(constraint: Constraint, terms: [(symbol: Int32, coefficient: Double)]) {
            self.constraint = constraint
            self.terms = terms
        }

        init(constraint: Constraint, definedVariable defined: Int32, coefficient: Double) {
            self.constraint = constraint
            self.terms = []
            otherOrDefined = defined
            otherOrDefinedCoefficient = coefficient
            // A definition is a required equality; its record keeps no terms, so it is
            // never extreme.
            isRequired = true
        }

        var isDefinition: Bool { marker < 0 && otherOrDefined >= 0 }

        /// Makes a definition's record stand for its constraint solved for `variable`
        /// (coefficient `coefficient` in the constraint) instead.
        mutating func redefine(_ variable: Int32, coefficient: Double) {
            precondition(isDefinition, "only a definition's record")
            otherOrDefined = variable
            otherOrDefinedCoefficient = coefficient
        }

        /// For a tableau constraint: the second error (or -1) and its coefficient in the
        /// original row. Set only once `marker` is.
        var other: Int32 {
            get { marker >= 0 ? otherOrDefined : -1 }
            set { otherOrDefined = newValue }
        }
        var otherCoefficient: Double {
            get { marker >= 0 ? otherOrDefinedCoefficient : 0 }
            set { otherOrDefinedCoefficient = newValue }
        }

        /// For a definition: the variable it defines and that variable's coefficient.
        var defined: Int32 { marker < 0 ? otherOrDefined : -1 }
        var definedCoefficient: Double { marker < 0 ? otherOrDefinedCoefficient : 0 }

        /// Works out `isRequired` and `isExtreme` from the constraint and the terms, and
        /// clears `isStripped` (a tableau constraint about to be stored, or built again).
        mutating func resetFlags() {
            isRequired = constraint.strength.isRequired
            isExtreme = terms.contains { SolverCore.isExtreme($0.coefficient) }
            isStripped = false
        }

        /// The plain values of the marker technique (no reference).
        var markerInfo: Marker {
            Marker(
                marker: marker, markerCoefficient: markerCoefficient, other: other,
                otherCoefficient: otherCoefficient, isRequired: isRequired, isExtreme: isExtreme)
        }
    }

    /// What the solver remembers of an edit variable.
    /// (Its variable is the constraint's only term; kept nowhere else, so that reading an
    /// edit on every `suggestValue` retains one reference, not two.)
    struct Edit {
        let constraint: Constraint
    }
}
