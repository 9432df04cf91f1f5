// The account screens' building blocks (a labelled field, a checkbox row, a notice, the offline note and
// the 414 px page frame) are the ones the e-mail-and-password forms share, in src/components/account-forms.
export * from '../../components/account-forms/ui';
