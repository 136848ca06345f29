// Types of the jest-dom matchers the jest preset installs (`toBeInTheDocument`, …) for this package's tests.
import '@testing-library/jest-dom';
