//! Flight text that is not a flight (`e4>e5>`, `e4>x9`): what is wrong
//! with it, and its English (the host says it in every language from
//! [`BadFlightText`]).

use std::fmt;

/// Flight text that is not `e4*` or `e4>e5>...` with 1 to 7 steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseFlightError {
    pub text: String,
    pub why: BadFlightText,
}

/// What is wrong with flight text (see [`ParseFlightError`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BadFlightText {
    /// A part between `>` is not a square.
    NotASquare {
        text: String,
    },
    TooManySteps,
    NoSteps,
}

impl fmt::Display for BadFlightText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadFlightText::NotASquare { text } => write!(f, "`{text}` is not a square"),
            BadFlightText::TooManySteps => write!(f, "a flight has at most 7 steps"),
            BadFlightText::NoSteps => write!(f, "it has no steps"),
        }
    }
}

impl fmt::Display for ParseFlightError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` is not a flight: {}; write the launch square and each square entered joined by `>`, like e4>e5>e6>d7, or e4* to self-destruct",
            self.text, self.why
        )
    }
}

impl std::error::Error for ParseFlightError {}
