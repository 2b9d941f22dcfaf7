import { servicesPage } from '@/content/services';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { DownloadProfileButton } from './DownloadProfileButton';
import styles from './CompanyProfile.module.css';

export function CompanyProfile() {
  const { companyProfile } = servicesPage;
  return (
    <Section aria-labelledby="company-profile-title">
      <div className={styles.panel}>
        <SectionHeading id="company-profile-title" title={companyProfile.heading} intro={companyProfile.text} />
        <DownloadProfileButton
          label={companyProfile.buttonLabel}
          alertMessage={companyProfile.demoAlert}
          logMessage={companyProfile.demoLog}
          icon={<Icon name="download" />}
        />
      </div>
    </Section>
  );
}
