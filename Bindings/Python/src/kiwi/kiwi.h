/*
 * The few kiwi C++ types that kiwisolver's Python binding (the other files of this directory,
 * by the Nucleic Development Team, Modified BSD licence: see LICENSE-kiwi) uses, implemented
 * over LayoutKernel's C API (layoutkernel.h) instead of kiwi's solver. Keeping kiwi's binding
 * code and replacing only the core keeps every detail of kiwisolver's Python API (operators,
 * str formats, error texts, argument checks) exactly kiwi's.
 *
 * Strengths: kiwi's numbers (strong 1e6, medium 1e3, weak 1, required 1001001000) map onto
 * LayoutKernel's strict levels by their leading tier: >= required is required; otherwise the
 * largest of 1e6, 1e3, 1 not above the number picks the level (strong, medium, weak) and the
 * number divided by it is the weight within that level. So strength.create(0, 1, 0, 1.25)
 * is medium with weight 1.25, as in kiwi, but no amount of weak error ever outweighs a medium
 * or strong one (kiwi adds them all up).
 */
#pragma once
#include <layoutkernel.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#define KIWI_VERSION "1.5.1"

namespace kiwi
{

namespace strength
{

inline double create( double a, double b, double c, double w = 1.0 )
{
    double result = 0.0;
    result += std::max( 0.0, std::min( 1000.0, a * w ) ) * 1000000.0;
    result += std::max( 0.0, std::min( 1000.0, b * w ) ) * 1000.0;
    result += std::max( 0.0, std::min( 1000.0, c * w ) );
    return result;
}

const double required = create( 1000.0, 1000.0, 1000.0 );
const double strong = create( 1.0, 0.0, 0.0 );
const double medium = create( 0.0, 1.0, 0.0 );
const double weak = create( 0.0, 0.0, 1.0 );

inline double clip( double value )
{
    return std::max( 0.0, std::min( required, value ) );
}

/* The strict level of a kiwi strength (see the top of this file). */
inline lk_strength level( double value )
{
    double s = clip( value );
    if( s >= required )
        return lk_strength{ LK_REQUIRED_PRIORITY, 1.0 };
    if( s >= strong )
        return lk_strength{ LK_STRONG_PRIORITY, s / strong };
    if( s >= medium )
        return lk_strength{ LK_MEDIUM_PRIORITY, s / medium };
    return lk_strength{ LK_WEAK_PRIORITY, s };
}

}  // namespace strength

enum RelationalOperator { OP_LE, OP_GE, OP_EQ };

/* kiwi's exceptions (the binding catches them by type and raises its Python ones). */
struct DuplicateConstraint {};
struct UnsatisfiableConstraint {};
struct UnknownConstraint {};
struct DuplicateEditVariable {};
struct UnknownEditVariable {};
struct BadRequiredStrength
{
    const char* what() const noexcept { return "A required strength cannot be used in this context."; }
};

/* Any other failure of the C API (NaN or infinity, a variable held by another solver): the
 * binding raises ValueError or RuntimeError with the library's message. */
struct LayoutKernelError : std::runtime_error
{
    lk_status status;
    LayoutKernelError( lk_status s, const char* message ) : std::runtime_error( message ), status( s ) {}
};

[[noreturn]] inline void fail( lk_status status )
{
    throw LayoutKernelError( status, lk_last_error_message() );
}

class Variable
{
    struct Data
    {
        lk_variable handle = nullptr;
        std::string name;
        ~Data() { if( handle ) lk_variable_release( handle ); }
    };
    std::shared_ptr<Data> m_data;

public:
    Variable() : Variable( std::string() ) {}

    explicit Variable( const std::string& name ) : m_data( std::make_shared<Data>() )
    {
        m_data->name = name;
        // Never throws (the binding constructs in place without a handler): if the handle
        // table were full, the handle stays null and every solver call with it fails.
        lk_variable_create( name.c_str(), &m_data->handle );
    }

    const std::string& name() const { return m_data->name; }

    /* Only the Python-visible name: the library's copy keeps the first name (it only
     * appears in its error messages). */
    void setName( const std::string& name ) { m_data->name = name; }

    double value() const
    {
        double out = 0.0;
        lk_variable_value( m_data->handle, &out );
        return out;
    }

    lk_variable handle() const { return m_data->handle; }
};

class Term
{
    Variable m_variable;
    double m_coefficient;

public:
    Term( const Variable& variable, double coefficient = 1.0 ) : m_variable( variable ), m_coefficient( coefficient ) {}
    const Variable& variable() const { return m_variable; }
    double coefficient() const { return m_coefficient; }
    double value() const { return m_coefficient * m_variable.value(); }
};

class Expression
{
    std::vector<Term> m_terms;
    double m_constant;

public:
    Expression( double constant = 0.0 ) : m_constant( constant ) {}
    Expression( std::vector<Term> terms, double constant = 0.0 ) : m_terms( std::move( terms ) ), m_constant( constant ) {}
    const std::vector<Term>& terms() const { return m_terms; }
    double constant() const { return m_constant; }
    double value() const
    {
        double result = m_constant;
        for( const Term& term : m_terms )
            result += term.value();
        return result;
    }
};

/* A constraint keeps its expression, relation and kiwi strength, and makes its library
 * constraint the first time a solver needs it: so that a constraint with NaN in it can still
 * be built and printed, as in kiwi, and fails only when added. */
class Constraint
{
    struct Data
    {
        Expression expression;
        RelationalOperator op;
        double strength;
        lk_constraint handle = nullptr;
        Data( Expression e, RelationalOperator o, double s ) : expression( std::move( e ) ), op( o ), strength( s ) {}
        ~Data() { if( handle ) lk_constraint_release( handle ); }
    };
    std::shared_ptr<Data> m_data;

public:
    Constraint( Expression expression, RelationalOperator op, double strength = strength::required )
        : m_data( std::make_shared<Data>( std::move( expression ), op, strength::clip( strength ) ) ) {}

    Constraint( const Constraint& other, double strength )
        : m_data( std::make_shared<Data>( other.m_data->expression, other.m_data->op, strength::clip( strength ) ) ) {}

    const Expression& expression() const { return m_data->expression; }
    RelationalOperator op() const { return m_data->op; }
    double strength() const { return m_data->strength; }

    bool violated() const
    {
        double value = m_data->expression.value();
        switch( m_data->op )
        {
            case OP_EQ: return !( value < 0.0 ? -value < 1.0e-8 : value < 1.0e-8 );
            case OP_GE: return value < 0.0;
            case OP_LE: return value > 0.0;
        }
        return false;
    }

    /* The library constraint, or nullptr if no solver has asked for it yet. */
    lk_constraint existingHandle() const { return m_data->handle; }

    /* The library constraint, made on first use. */
    lk_constraint handle() const
    {
        if( m_data->handle )
            return m_data->handle;
        const std::vector<Term>& terms = m_data->expression.terms();
        // Short expressions (nearly all) need no heap array.
        lk_term small[16];
        std::vector<lk_term> large;
        lk_term* raw = small;
        if( terms.size() > 16 )
        {
            large.resize( terms.size() );
            raw = large.data();
        }
        for( size_t i = 0; i < terms.size(); ++i )
            raw[i] = lk_term{ terms[i].variable().handle(), terms[i].coefficient() };
        lk_relation relation = m_data->op == OP_EQ ? LK_EQUAL
                             : m_data->op == OP_LE ? LK_LESS_THAN_OR_EQUAL : LK_GREATER_THAN_OR_EQUAL;
        lk_constraint made = nullptr;
        lk_status status = lk_constraint_create( raw, terms.size(), m_data->expression.constant(), relation,
                                                 strength::level( m_data->strength ), &made );
        if( status != LK_OK )
            fail( status );
        m_data->handle = made;
        return made;
    }
};

class Solver
{
    lk_solver m_solver = nullptr;

    Solver( const Solver& ) = delete;
    Solver& operator=( const Solver& ) = delete;

public:
    /* Never throws, as Variable's constructor: a null handle makes every call fail. */
    Solver() { lk_solver_create( &m_solver ); }

    ~Solver() { lk_solver_release( m_solver ); }

    void addConstraint( const Constraint& constraint )
    {
        lk_status status = lk_solver_add_constraint( m_solver, constraint.handle() );
        switch( status )
        {
            case LK_OK: return;
            case LK_ERROR_DUPLICATE_CONSTRAINT: throw DuplicateConstraint();
            case LK_ERROR_UNSATISFIABLE_CONSTRAINT: throw UnsatisfiableConstraint();
            default: fail( status );
        }
    }

    void removeConstraint( const Constraint& constraint )
    {
        lk_constraint handle = constraint.existingHandle();
        if( !handle )
            throw UnknownConstraint();
        lk_status status = lk_solver_remove_constraint( m_solver, handle );
        switch( status )
        {
            case LK_OK: return;
            case LK_ERROR_UNKNOWN_CONSTRAINT: throw UnknownConstraint();
            default: fail( status );
        }
    }

    bool hasConstraint( const Constraint& constraint ) const
    {
        lk_constraint handle = constraint.existingHandle();
        bool has = false;
        if( handle )
            lk_solver_has_constraint( m_solver, handle, &has );
        return has;
    }

    void addEditVariable( const Variable& variable, double strength )
    {
        if( strength::clip( strength ) >= strength::required )
            throw BadRequiredStrength();
        lk_status status = lk_solver_add_edit_variable( m_solver, variable.handle(), strength::level( strength ) );
        switch( status )
        {
            case LK_OK: return;
            case LK_ERROR_DUPLICATE_EDIT_VARIABLE: throw DuplicateEditVariable();
            case LK_ERROR_BAD_REQUIRED_STRENGTH: throw BadRequiredStrength();
            default: fail( status );
        }
    }

    void removeEditVariable( const Variable& variable )
    {
        lk_status status = lk_solver_remove_edit_variable( m_solver, variable.handle() );
        switch( status )
        {
            case LK_OK: return;
            case LK_ERROR_UNKNOWN_EDIT_VARIABLE: throw UnknownEditVariable();
            default: fail( status );
        }
    }

    bool hasEditVariable( const Variable& variable ) const
    {
        bool has = false;
        lk_solver_has_edit_variable( m_solver, variable.handle(), &has );
        return has;
    }

    void suggestValue( const Variable& variable, double value )
    {
        lk_status status = lk_solver_suggest_value( m_solver, variable.handle(), value );
        switch( status )
        {
            case LK_OK: return;
            case LK_ERROR_UNKNOWN_EDIT_VARIABLE: throw UnknownEditVariable();
            default: fail( status );
        }
    }

    void updateVariables() { lk_solver_update_variables( m_solver, nullptr ); }

    void reset() { lk_solver_reset( m_solver ); }

    std::string dumps() const
    {
        size_t length = 0;
        lk_solver_dump( m_solver, nullptr, 0, &length );
        std::string text( length + 1, '\0' );
        if( lk_solver_dump( m_solver, &text[0], text.size(), &length ) != LK_OK )
            return std::string();
        text.resize( length );
        return text;
    }
};

}  // namespace kiwi
