import classes from './SkipLink.module.css';

/** Lets keyboard users jump past the header to the page's main content. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a className={classes.skip} href={`#${target}`}>
      Skip to main content
    </a>
  );
}
